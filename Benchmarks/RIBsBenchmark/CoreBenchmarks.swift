import RIBs

/// The figures that need only the RIBs core: attach/detach against a hand-written tree, the
/// observation primitive against an array of closures, leaks, and the default leak detector.
struct CoreBenchmarks {
    let options: Options

    /// Observers per stream in the stream benchmark: a busy state stream, such as a game's.
    static let observerCount = 8

    /// Measures the core figures into `report`.
    /// - Returns: The number of benchmark RIB objects still alive after they were all detached.
    func run(into report: inout Report) -> Int {
        if options.runs("attach") { measureAttachDetach(into: &report) }
        if options.runs("subtree") { measureSubtreeAttachDetach(into: &report) }
        if options.runs("streams") { measureStreams(into: &report) }
        if options.runs("observer") { measureObservedAttachDetach(into: &report) }
        return options.runs("leaks") ? countLiveRIBs(into: &report) : 0
    }

    private func measureAttachDetach(into report: inout Report) {
        printError("attach/detach of a child RIB, framework and baseline ...")
        let results = measureNanosecondsPerCall(
            options, iterations: 50_000, [FrameworkFixture(depth: 1).run, BaselineFixture(depth: 1).run])
        let (framework, baseline) = (results[0], results[1])
        report.figures += [
            Figure(
                key: "attach_detach_ns", title: "attach+detach, child RIB (RIBs)", unit: "ns", statistic: framework,
                decimals: 1),
            Figure(
                key: "baseline_attach_detach_ns", title: "attach+detach, child RIB (by hand)", unit: "ns",
                statistic: baseline, decimals: 1),
            Figure(
                key: "attach_detach_ratio", title: "attach+detach ratio RIBs/by hand", unit: "x",
                value: framework.median / baseline.median, statistic: framework.pairedRatios(to: baseline),
                decimals: 3, target: "<= 2.0", isMet: { $0 <= 2.0 }),
        ]
    }

    private func measureSubtreeAttachDetach(into report: inout Report) {
        printError("attach/detach of a 3-level subtree, framework and baseline ...")
        let results = measureNanosecondsPerCall(
            options, iterations: 20_000, [FrameworkFixture(depth: 3).run, BaselineFixture(depth: 3).run])
        let (framework, baseline) = (results[0], results[1])
        report.figures.append(
            Figure(
                key: "subtree_attach_detach_ns", title: "attach+detach, 3-level subtree (RIBs)", unit: "ns",
                statistic: framework, decimals: 1))
        report.extraFigures += [
            Figure(
                key: "baseline_subtree_attach_detach_ns", title: "attach+detach, 3-level subtree (by hand)",
                unit: "ns", statistic: baseline, decimals: 1),
            Figure(
                key: "subtree_attach_detach_ratio", title: "3-level subtree ratio RIBs/by hand", unit: "x",
                value: framework.median / baseline.median, statistic: framework.pairedRatios(to: baseline),
                decimals: 3),
        ]
    }

    private func measureStreams(into report: inout Report) {
        printError("streams with \(Self.observerCount) observers, and the closure array ...")
        let benchmark = StreamBenchmark(observerCount: Self.observerCount)
        let results = measureNanosecondsPerCall(
            options, iterations: 200_000,
            [benchmark.currentValueStream, benchmark.passthroughStream, benchmark.closureArray]
        )
        // Nanoseconds per sent value, over `observerCount` observers, to events per second.
        let perSecond = results.map { $0.map { 1e9 * Double(Self.observerCount) / $0 } }
        report.figures += [
            Figure(
                key: "stream_events_per_second", title: "CurrentValueStream, \(Self.observerCount) observers",
                unit: "events/s", statistic: perSecond[0], decimals: 0),
            Figure(
                key: "baseline_stream_events_per_second", title: "closure array, \(Self.observerCount) closures",
                unit: "events/s", statistic: perSecond[2], decimals: 0),
        ]
        report.extraFigures += [
            Figure(
                key: "passthrough_stream_events_per_second",
                title: "PassthroughStream, \(Self.observerCount) observers", unit: "events/s", statistic: perSecond[1],
                decimals: 0),
            Figure(
                key: "stream_ratio", title: "closure array / CurrentValueStream", unit: "x",
                value: perSecond[2].median / perSecond[0].median, decimals: 3),
        ]
    }

    /// What watching the tree costs: the leaf attach/detach under a parent whose tree an observer
    /// that does nothing observes, interleaved with the same under a parent nobody observes.
    /// (Unobserved, a report site tests one field: `attach_detach_ratio` shows that.)
    private func measureObservedAttachDetach(into report: inout Report) {
        printError("attach/detach of a child RIB, with and without a RIB tree observer ...")
        let (fixture, observed) = (FrameworkFixture(depth: 1), FrameworkFixture(depth: 1))
        let observer = IgnoringObserver()
        RIBTree.observe(observed.parent, with: observer)
        let results = measureNanosecondsPerCall(options, iterations: 20_000, [fixture.run, observed.run])
        report.extraFigures += [
            Figure(
                key: "observed_attach_detach_ns", title: "attach+detach, child RIB, a tree observer installed",
                unit: "ns", statistic: results[1], decimals: 1),
            Figure(
                key: "observed_attach_detach_ratio", title: "attach+detach ratio observed/not observed",
                unit: "x", value: results[1].median / results[0].median,
                statistic: results[1].pairedRatios(to: results[0]), decimals: 3),
        ]
        Sink.consume(observer.count)
    }

    /// Builds, attaches and detaches 3-level subtrees, then releases everything, and counts the
    /// routers and interactors still alive.
    private func countLiveRIBs(into report: inout Report) -> Int {
        let probe = LiveObjectProbe()
        do {
            let fixture = FrameworkFixture(depth: 3)
            for _ in 0..<1_000 {
                let child = fixture.builder.build(withListener: fixture.parent.interactor)
                fixture.parent.attachChild(child)
                probe.watchTree(child)
                fixture.parent.detachChild(child)
            }
            probe.watchTree(fixture.parent)
        }
        report.extraFigures.append(
            Figure(
                key: "core_live_ribs_after_detach",
                title: "benchmark RIB objects alive after detach (of \(probe.watchedCount))", unit: "objects",
                value: Double(probe.liveCount), decimals: 0, target: "== 0", isMet: { $0 == 0 }))
        return probe.liveCount
    }

    /// The same leaf attach/detach with the default leak detector installed, interleaved with a
    /// disabled one: each detach then asks for a deallocation check, which the detector's sweep
    /// makes a second later. Then the checks are left to finish before the next benchmark.
    func measureDefaultLeakDetector(into report: inout Report) async {
        printError("attach/detach with the default LeakDetector, and a disabled one ...")
        let (detector, disabled) = (LeakDetector(), LeakDetector(mode: .disabled))
        let fixture = FrameworkFixture(depth: 1)
        let results = measureNanosecondsPerCall(
            options, iterations: 20_000,
            [
                fixture.run,
                { count in
                    LeakDetector.instance = detector
                    fixture.run(count)
                    LeakDetector.instance = disabled
                },
            ])
        let scheduled = detector.pendingCheckCount
        // Let the sweeps make the checks (due a second after each detach).
        for _ in 0..<100 where detector.pendingCheckCount > 0 {
            try? await Task.sleep(for: .milliseconds(50))
        }
        report.extraFigures += [
            Figure(
                key: "attach_detach_default_leak_detector_ns", title: "attach+detach, child RIB, default LeakDetector",
                unit: "ns", statistic: results[1], decimals: 1),
            Figure(
                key: "default_leak_detector_ratio", title: "attach+detach ratio default/disabled LeakDetector",
                unit: "x", value: results[1].median / results[0].median,
                statistic: results[1].pairedRatios(to: results[0]), decimals: 3, target: "<= 2.0",
                isMet: { $0 <= 2.0 }),
        ]
        report.facts += [
            ("leak_checks_scheduled", "\(scheduled)", true),
            ("leak_checks_left_after_the_sweeps", "\(detector.pendingCheckCount)", true),
            ("leaks_found_by_default_detector", "\(detector.leaks.count)", true),
        ]
    }
}

/// A tree observer that only counts events: the cost of the hook itself, not of an inspector.
private final class IgnoringObserver: RIBTreeObserver {
    var count = 0

    func ribTree(didChange event: RIBTreeEvent) {
        count += 1
    }
}
