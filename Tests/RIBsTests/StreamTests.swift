import RIBs
import Testing

struct StreamTests {
    @Test func currentValueStreamReplaysItsValueThenDeliversLaterOnes() {
        let stream = CurrentValueStream(1)
        stream.send(2)
        let recorder = StreamRecorder(stream)
        stream.send(3)
        #expect(recorder.values == [2, 3])
        #expect(stream.value == 3)
    }

    @Test func passthroughStreamDeliversOnlyValuesSentAfterSubscribing() {
        let stream = PassthroughStream<Int>()
        stream.send(1)
        let recorder = StreamRecorder(stream)
        stream.send(2)
        #expect(recorder.values == [2])
    }

    @Test func mapAndFilterTransformValues() {
        let stream = PassthroughStream<Int>()
        let recorder = StreamRecorder(stream.filter { $0.isMultiple(of: 2) }.map { "#\($0)" })
        for value in 1...5 {
            stream.send(value)
        }
        stream.complete()
        #expect(recorder.values == ["#2", "#4"])
        #expect(recorder.completionCount == 1)
    }

    @Test func prefixDeliversTheFirstValuesThenCompletesAndUnsubscribes() {
        let stream = PassthroughStream<Int>()
        let recorder = StreamRecorder(stream.prefix(2))
        stream.send(1)
        stream.send(2)
        stream.send(3)
        #expect(recorder.values == [1, 2])
        #expect(recorder.completionCount == 1)
        #expect(stream.observerCount == 0)
    }

    @Test func prefixOfAReplayingStreamCompletesDuringSubscription() {
        let stream = CurrentValueStream("now")
        let one = StreamRecorder(stream.prefix(1))
        let none = StreamRecorder(stream.prefix(0))
        stream.send("later")
        #expect(one.values == ["now"])
        #expect(one.completionCount == 1)
        #expect(none.values.isEmpty)
        #expect(none.completionCount == 1)
        #expect(stream.observerCount == 0)
    }

    @Test func removeDuplicatesSkipsValuesEqualToThePreviousOne() {
        let stream = PassthroughStream<Int>()
        let recorder = StreamRecorder(stream.removeDuplicates())
        for value in [1, 1, 2, 2, 2, 1, 3, 3] {
            stream.send(value)
        }
        #expect(recorder.values == [1, 2, 1, 3])
    }

    @Test func cancellingAnObservationStopsDelivery() {
        let stream = CurrentValueStream(0)
        let recorder = StreamRecorder(stream)
        let other = StreamRecorder(stream)
        stream.send(1)
        recorder.subscription?.cancel()
        stream.send(2)
        #expect(recorder.values == [0, 1])
        #expect(other.values == [0, 1, 2])
        #expect(stream.observerCount == 1)
    }

    @Test func completionNotifiesObserversOnceAndEndsTheStream() {
        let stream = CurrentValueStream(0)
        let recorder = StreamRecorder(stream)
        stream.complete()
        stream.complete()
        stream.send(1)
        let late = StreamRecorder(stream)
        #expect(recorder.values == [0])
        #expect(recorder.completionCount == 1)
        #expect(late.values.isEmpty)
        #expect(late.completionCount == 1)
        #expect(stream.observerCount == 0)
        #expect(stream.isCompleted)
    }

    @Test func observerAddedDuringDeliveryGetsOnlyLaterValues() {
        let stream = PassthroughStream<Int>()
        var added: StreamRecorder<Int>?
        let first = stream.subscribe { _ in
            if added == nil {
                added = StreamRecorder(stream)
            }
        }
        stream.send(1)
        stream.send(2)
        first.cancel()
        #expect(added?.values == [2])
    }

    @Test func observerRemovedDuringDeliveryGetsNoFurtherValues() {
        let stream = PassthroughStream<Int>()
        var second: StreamRecorder<Int>?
        let first = StreamRecorder(stream.map { _ in second?.subscription?.cancel() })
        second = StreamRecorder(stream)
        stream.send(1)
        stream.send(2)
        #expect(first.values.count == 2)
        #expect(second?.values == [])
        #expect(stream.observerCount == 1)
    }

    @Test func anyCancellableRunsItsClosureOnce() {
        var count = 0
        let cancellable = AnyRIBCancellable { count += 1 }
        #expect(!cancellable.isCancelled)
        cancellable.cancel()
        cancellable.cancel()
        #expect(count == 1)
        #expect(cancellable.isCancelled)
        #expect(AnyRIBCancellable.cancelled().isCancelled)
    }

    @Test func cancelBagCancelsItsItemsInOrderAndLaterInsertionsAtOnce() {
        let bag = CancelBag()
        var order: [String] = []
        AnyRIBCancellable { order.append("a") }.store(in: bag)
        AnyRIBCancellable { order.append("b") }.store(in: bag)
        #expect(bag.count == 2)
        bag.cancelAll()
        #expect(order == ["a", "b"])
        #expect(bag.count == 0)
        let late = AnyRIBCancellable { order.append("late") }.store(in: bag)
        #expect(late.isCancelled)
        #expect(order == ["a", "b", "late"])
        #expect(bag.isCancelled)
    }

    @Test func valuesAsyncSequenceYieldsTheValuesAndFinishesOnCompletion() async {
        let stream = CurrentValueStream(1)
        let values = stream.values
        stream.send(2)
        stream.send(3)
        stream.complete()
        let collector = Task {
            var collected: [Int] = []
            for await value in values {
                collected.append(value)
            }
            return collected
        }
        #expect(await value(of: collector) == [1, 2, 3])
    }

    @Test func leavingAValuesLoopEndsTheSubscription() async {
        let stream = PassthroughStream<Int>()
        let waiter = Task { () -> Int? in
            for await value in stream.values where value == 2 {
                return value
            }
            return nil
        }
        #expect(await yield(until: { stream.observerCount == 1 }))
        stream.send(1)
        stream.send(2)
        #expect(await value(of: waiter) == 2)
        #expect(await yield(until: { stream.observerCount == 0 }))
    }

    @Test func erasedStreamForwardsToTheWrappedStream() {
        let stream = PassthroughStream<String>()
        let recorder = StreamRecorder(stream.eraseToAnyStream())
        stream.send("x")
        stream.complete()
        #expect(recorder.values == ["x"])
        #expect(recorder.completionCount == 1)
    }
}
