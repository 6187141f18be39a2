import Foundation

/// The spread of one figure over the timed repetitions of a benchmark.
struct Statistic {
    /// The value of each timed repetition, in the order they ran.
    let samples: [Double]

    /// The middle value (the mean of the two middle values for an even count).
    var median: Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var min: Double { samples.min() ?? .nan }
    var max: Double { samples.max() ?? .nan }

    /// The same statistic with every sample transformed (e.g. ns per event to events per second).
    func map(_ transform: (Double) -> Double) -> Statistic {
        Statistic(samples: samples.map(transform))
    }

    /// The ratio of each sample to the other's sample of the same repetition (interleaved runs).
    func pairedRatios(to other: Statistic) -> Statistic {
        Statistic(samples: zip(samples, other.samples).map { $0 / $1 })
    }
}

/// Nanoseconds since an arbitrary start, from the monotonic clock.
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// Runs each body `warmups` times untimed, so caches, allocator pools and lazy metadata are warm,
/// then `options.repetitions` times timed (the report quotes their median, min and max), each time
/// with `iterations` calls scaled by `--scale`, so one repetition lasts long enough to time well;
/// returns the nanoseconds per call of each body's timed repetitions.
///
/// Interleaving puts a framework body and its baseline under the same machine load (other
/// builds share this machine), so their ratio is fairer than two runs one after the other.
/// Each body receives the number of calls to make, so the loop lives in the benchmark's code.
func measureNanosecondsPerCall(
    _ options: Options, iterations: Int, warmups: Int = 2, _ bodies: [(Int) -> Void]
) -> [Statistic] {
    let iterations = max(1, Int(Double(iterations) * options.scale))
    for _ in 0..<warmups {
        for body in bodies {
            body(iterations)
        }
    }
    var samples = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<options.repetitions {
        for (index, body) in bodies.enumerated() {
            let start = monotonicNanoseconds()
            body(iterations)
            let elapsed = monotonicNanoseconds() - start
            samples[index].append(Double(elapsed) / Double(iterations))
        }
    }
    return samples.map(Statistic.init(samples:))
}

/// Where benchmark bodies pour their results, so the optimizer cannot prove the work unused.
///
/// Every benchmark mixes something that depends on the objects it created (an identity, a
/// count) into ``value``, and the program prints the final value, so no loop can be deleted.
enum Sink {
    /// The running mix of everything poured in.
    private(set) static var value: UInt = 0

    /// Mixes `object`'s identity into the sink.
    @inline(never)
    static func consume(_ object: AnyObject) {
        value = value &* 31 &+ UInt(bitPattern: ObjectIdentifier(object).hashValue)
    }

    /// Mixes `number` into the sink.
    @inline(never)
    static func consume(_ number: Int) {
        value = value &* 31 &+ UInt(bitPattern: number)
    }
}
