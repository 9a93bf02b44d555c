import QuartetSupport
import Testing

@testable import ReducerPipeline

/// `onElement(_:)` and `merge(with:)` as sequences of their own, and the buffer's arrival notice
/// the pipeline takes merged and mutation streams with.
struct ObservedAndMergedStreamTests {
    @Test func anObserverSeesEachElementAsItIsTakenAndTheSequenceIsUnchanged() async {
        let seen = Lock<[Int]>([])
        let observed = PipelineStream.just(1, 2, 3).onElement { element in
            seen.withLock { $0.append(element) }
        }
        var taken: [Int] = []
        for await element in observed {
            taken.append(element)
            #expect(seen.withLock { $0 } == taken, "observed as it was taken, not before")
        }
        #expect(taken == [1, 2, 3])
    }

    @Test func aMergeYieldsBothStreamsElementsAndEndsWhenBothHave() async {
        let (late, lateInput) = PipelineStream<String>.makeStream()
        let merged = PipelineStream.just("a", "b").merge(with: late).merge(with: .just("c"))
        let consumer = Task {
            var taken: [String] = []
            for await element in merged { taken.append(element) }
            return taken
        }
        lateInput.yield("z")
        lateInput.finish()
        let taken = await consumer.value
        #expect(taken.sorted() == ["a", "b", "c", "z"])
        #expect(taken.firstIndex(of: "a")! < taken.firstIndex(of: "b")!, "each stream keeps its order")
    }

    @Test func aMergeOfMergesIsFlat() {
        let merged = PipelineStream.just(1).merge(with: .just(2)).merge(with: .just(3).merge(with: .just(4)))
        guard case .merged(let streams) = merged.source else {
            Issue.record("not a merge")
            return
        }
        #expect(streams.streams.count == 4)
    }

    @Test func stoppingTheConsumerOfAMergeStopsEveryProducer() async throws {
        let stopped = Lock(0)
        let signal = SettleSignal()
        func producer() -> PipelineStream<Int> {
            PipelineStream { continuation in
                continuation.onTermination = {
                    stopped.withLock { $0 += 1 }
                    signal.signal()
                }
            }
        }
        let consumer = Task {
            for await _ in producer().merge(with: producer()) {}
        }
        consumer.cancel()
        await consumer.value
        // The feeding tasks are cancelled from the consumer's side, each on its own thread; each
        // then ends its producer's stream.
        try await waitUntilSettled("the producers", timeout: .seconds(60), signal: signal) {
            let count = stopped.withLock { $0 }
            return count == 2 ? [] : ["\(count) of 2 producers stopped"]
        }
    }

    @Test func aStreamBuiltOnlyByObservingAndMergingHasAQueuePlan() {
        let input = StreamBuffer<Int>()
        let extra = PipelineStream<Int>.just(9)
        let seen = Lock<[String]>([])
        let stream = PipelineStream(buffer: input)
            .onElement { element in seen.withLock { $0.append("inner \(element)") } }
            .merge(with: extra)
            .onElement { element in seen.withLock { $0.append("outer \(element)") } }
        guard let plan = stream.queuePlan(over: input) else {
            Issue.record("no plan")
            return
        }
        plan.observe?(1)
        #expect(seen.withLock { $0 } == ["inner 1", "outer 1"], "inner observers first, as when pulled")
        #expect(plan.merged.count == 1)
        #expect(PipelineStream(buffer: StreamBuffer<Int>()).queuePlan(over: input) == nil, "another buffer")
        #expect(
            PipelineStream(buffer: input).throttle(for: .seconds(1), clock: TestClock()).queuePlan(
                over: input)
                == nil, "a reshaped stream")
    }

    @Test func theArrivalNoticeComesOncePerDrainAndForTheEnd() {
        let buffer = StreamBuffer<Int>()
        let notices = Lock(0)
        buffer.yield(1)
        buffer.notifyOnArrival { notices.withLock { $0 += 1 } }
        #expect(notices.withLock { $0 } == 1, "at once, for what arrived before")
        buffer.yield(2)
        #expect(notices.withLock { $0 } == 1, "not again before a drain")
        var drained: [Int] = []
        #expect(!buffer.drainBuffered { drained.append($0) })
        #expect(drained == [1, 2])
        buffer.yield(3)
        #expect(notices.withLock { $0 } == 2, "re-armed by the drain")
        buffer.drainBuffered { drained.append($0) }
        buffer.finish()
        #expect(notices.withLock { $0 } == 3, "the end is an arrival")
        #expect(buffer.drainBuffered { drained.append($0) }, "over")
        #expect(drained == [1, 2, 3])
        buffer.yield(4)
        #expect(notices.withLock { $0 } == 3, "nothing after the end")
    }

    @Test func aCancelledBufferGivesNoMoreNotices() {
        let buffer = StreamBuffer<Int>()
        let notices = Lock(0)
        buffer.notifyOnArrival { notices.withLock { $0 += 1 } }
        buffer.cancel()
        buffer.yield(1)
        buffer.finish()
        #expect(notices.withLock { $0 } == 0)
    }
}
