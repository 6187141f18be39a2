/// The values a generated mock's handler was called with, in order: the argument history that
/// Tools/mockgen's mocks leave to the test.
///
/// ```swift
/// let started = ArgumentHistory<String>()
/// listener.startGameHandler = started.record
/// interactor.startGame(at: 1)
/// #expect(started.values == ["randomwin"])
/// ```
///
/// It keeps the values strongly: record identities (`ObjectIdentifier`) rather than objects whose
/// deallocation a test checks.
public final class ArgumentHistory<Value> {
    /// Every recorded value, oldest first.
    public private(set) var values: [Value] = []

    /// An empty history.
    public init() {}

    /// The last recorded value, if any.
    public var last: Value? { values.last }

    /// Appends `value`; pass it as a handler (`mock.fooHandler = history.record`).
    public func record(_ value: Value) {
        values.append(value)
    }
}
