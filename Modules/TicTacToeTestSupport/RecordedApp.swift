package import RIBs
package import RIBsTestSupport

/// The app under test: a ``LaunchedApp``, launched, whose RIB tree a `RIBTreeRecorder` records
/// from its build to its release. The flow, plugin and reliability tests drive it.
///
/// One policy for the recorder: it observes the app's tree (`RIBTree.observe(_:with:)`), so it
/// hears every change of this tree, whichever step or task makes it (a key, a deep link's
/// workflow going on while a test awaits, the release of the tree), and nothing of the trees of
/// tests running meanwhile.
/// ```swift
/// let found = leaks {
///     let app = RecordedApp()
///     #expect(app.recorder.takeEvents().prefix(2) == ["Root activated", "Root loaded"])
///     app.app.logIn("Ann", "Bob")
///     #expect(app.recorder.detachedButAlive == [])  // LoggedOut, detached, is gone
/// }
/// #expect(found == [])
/// ```
@dynamicMemberLookup
package final class RecordedApp {
    /// The app.
    package let app: LaunchedApp
    /// The recorder of the app's tree; it has recorded the launch.
    package let recorder: RIBTreeRecorder

    /// Builds the app (see ``LaunchedApp/init(features:randomWinSeed:width:height:)``), starts
    /// recording its tree, and launches it: the login screen shows.
    package init(
        features: any FeatureSource = InMemoryFeatureSource(), randomWinSeed: UInt64? = 7, width: Int = 80,
        height: Int = 24
    ) {
        app = LaunchedApp(features: features, randomWinSeed: randomWinSeed, width: width, height: height)
        recorder = RIBTreeRecorder(root: app.launchRouter)
        RIBTree.observe(app.launchRouter, with: recorder)
        app.launch()
    }

    /// The app's properties (`window`, `launchRouter`, `deepLinkHandler`, `presentedLeaf`).
    package subscript<Value>(dynamicMember keyPath: KeyPath<LaunchedApp, Value>) -> Value {
        app[keyPath: keyPath]
    }
}

/// Runs `body` with a leak detector on a manual clock, then lets 10 seconds pass on it after
/// everything `body` made is gone, and returns the leaks it found.
package func leaks(_ body: () throws -> Void) rethrows -> [Leak] {
    let scheduler = ManualDelayScheduler()
    let detector = LeakDetector(mode: .report, scheduler: scheduler)
    try withLeakDetector(detector, body)
    scheduler.advance(by: .seconds(10))
    return detector.leaks
}
