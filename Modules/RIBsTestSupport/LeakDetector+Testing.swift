public import RIBs

/// Runs `body` with `detector` as `LeakDetector.instance`, then restores the previous detector.
///
/// Use it around the code that releases routers and interactors, so their leak checks go to a
/// ``LeakDetectorMock`` (or a `LeakDetector` driven by a ``ManualDelayScheduler``) instead of
/// the real one. `body` is synchronous on purpose: the instance is global, and swapping it across
/// a suspension point would let concurrently running tests see the wrong detector.
/// ```swift
/// let leakDetector = LeakDetectorMock()
/// withLeakDetector(leakDetector) {
///     _ = makeRouter()  // released at once
/// }
/// #expect(leakDetector.expectDeallocateCallCount == 1)
/// ```
/// - Returns: What `body` returns.
public func withLeakDetector<Result>(
    _ detector: any LeakDetecting,
    _ body: () throws -> Result
) rethrows -> Result {
    let previous = LeakDetector.instance
    LeakDetector.instance = detector
    defer { LeakDetector.instance = previous }
    return try body()
}
