import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The test process itself, as the operating system accounts for it.
enum TestProcess {
    /// The CPU time all threads of this process have used so far (not its child processes).
    static var cpuTime: Duration {
        #if canImport(Glibc)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        var usage = rusage()
        getrusage(who, &usage)
        func duration(_ time: timeval) -> Duration {
            .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
        }
        return duration(usage.ru_utime) + duration(usage.ru_stime)
    }

    /// Waits until this process has used less than a tenth of a core over the last three seconds,
    /// that is, until the tests running beside the caller have finished or are only waiting.
    ///
    /// - Parameter limit: The longest wait; past it the caller goes on anyway.
    /// - Returns: How long it waited.
    static func waitUntilQuiet(atMost limit: Duration) async -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        let window = Duration.seconds(3)
        var samples: [(time: ContinuousClock.Instant, cpu: Duration)] = [(start, cpuTime)]
        while clock.now - start < limit {
            try? await Task.sleep(for: .milliseconds(500))
            let now = clock.now
            samples.append((now, cpuTime))
            samples.removeAll { now - $0.time > window }
            guard let first = samples.first, now - first.time >= window - .milliseconds(600) else { continue }
            if (samples[samples.count - 1].cpu - first.cpu) * 10 < now - first.time {
                break
            }
        }
        return clock.now - start
    }
}
