public import RIBs
public import TerminalUI

/// A named state of a RIB that its example app starts in and its tests compare with a snapshot:
/// the dependency values and fakes the state needs, and the keys that take the RIB's screen there.
///
/// A RIB declares its scenarios once, in `Modules/<RIB>Example/<RIB>Scenarios.swift`; the first is
/// the default. Adding one adds a snapshot (`Tests/<RIB>Tests/__Snapshots__/<name>.txt`) with no
/// new test code.
///
/// ```swift
/// Scenario("ann-leading", "Ann leads 2 to 1") { context in
///     let listener = ScoreBoardListenerMock()
///     let dependency = ScoreBoardDependencyMock()
///     dependency.scoreStream = ScoreStreamImpl(score: Score(player1Wins: 2, player2Wins: 1))
///     return (makeScoreBoardBuilder(dependency: dependency).build(withListener: listener), listener)
/// }
/// ```
public struct Scenario {
    /// The name `--scenario` takes and the snapshot's file is named after: lower case and dashes.
    public let name: String
    /// One line on what the state shows, for `--help`.
    public let summary: String
    /// The keys played on the RIB's screen once it is shown, to reach the state.
    public let input: [Key]
    /// Builds the RIB, with the listener fake it reports to (which the example keeps: an
    /// interactor holds its listener weakly).
    let build: (ExampleContext) -> (router: any Routing, listener: AnyObject)

    /// A scenario.
    /// - Parameters:
    ///   - name: Its name, lower case and dashes: `--scenario` takes it, the snapshot is named after it.
    ///   - summary: One line on what the state shows.
    ///   - input: The keys that take the screen to the state (see `Key.typed(_:)`); none by default.
    ///   - build: Builds the RIB with the scenario's dependencies and returns its router and the
    ///     listener fake, which reports each call through the context.
    public init(
        _ name: String, _ summary: String, input: [Key] = [],
        build: @escaping (ExampleContext) -> (router: any Routing, listener: AnyObject)
    ) {
        self.name = name
        self.summary = summary
        self.input = input
        self.build = build
    }

    /// The scenario's screen drawn headless at `width` x `height` (focus shown, trailing spaces
    /// trimmed), as its snapshot stores it.
    public func render(width: Int = 80, height: Int = 24) -> String {
        let window = HeadlessWindow(width: width, height: height, quitKeys: ExampleProgram.quitKeys)
        let host = ExampleHostRouter(ribName: "the RIB", scenario: self, log: ExampleLog(echo: nil))
        host.launch(from: window)
        return window.text
    }
}

extension Key {
    /// The keys that type `text`: each character, with a line break as Enter.
    public static func typed(_ text: String) -> [Key] {
        text.map { $0 == "\n" ? .enter : .character($0) }
    }
}

/// What a scenario's fakes tell the example: the listener calls to show, where a parent would
/// detach the RIB, and, for a viewless RIB, the views it presents on its parent's.
public final class ExampleContext {
    private let log: ExampleLog
    private weak var host: ExampleHostRouter?

    init(log: ExampleLog, host: ExampleHostRouter) {
        self.log = log
        self.host = host
    }

    /// Shows a call of the RIB on its listener, as `listener: method(label: value, ...)` (values
    /// written as Swift literals); with `detaches`, the parent would now detach the RIB, so the
    /// example says so and starts the scenario again.
    ///
    /// ```swift
    /// listener.startGameHandler = { context.listenerCall("startGame", ["withId": $0], detaches: true) }
    /// // listener: startGame(withId: "tictactoe")
    /// ```
    public func listenerCall(_ method: String, _ arguments: KeyValuePairs<String, Any> = [:], detaches: Bool) {
        let list = arguments.map { label, value in (label.isEmpty ? "" : "\(label): ") + String(reflecting: value) }
        log.add("listener: \(method)(\(list.joined(separator: ", ")))")
        if detaches { host?.restart() }
    }

    /// Shows `viewController` on top of the example's screen: for a viewless RIB, which presents
    /// its children on its parent's view.
    public func present(_ viewController: any ViewControllable) {
        host?.viewController.present(viewController)
    }

    /// Removes `viewController`, which ``present(_:)`` showed.
    public func dismiss(_ viewController: any ViewControllable) {
        host?.viewController.dismiss(viewController)
    }
}
