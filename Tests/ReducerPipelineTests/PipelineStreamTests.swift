import QuartetSupport
import ReducerPipeline
import Testing

struct PipelineStreamTests {
    @Test func justYieldsItsElementsThenEnds() async {
        var elements: [Int] = []
        for await element in PipelineStream.just(1, 2, 3) { elements.append(element) }
        #expect(elements == [1, 2, 3])
    }

    @Test func emptyEndsAtOnce() async {
        var count = 0
        for await _ in PipelineStream<Int>.empty() { count += 1 }
        #expect(count == 0)
    }

    @Test func continuationFormDeliversSynchronousAndLaterElementsInOrder() async {
        let stream = PipelineStream<Int> { continuation in
            continuation.yield(1)
            Task {
                continuation.yield(2)
                continuation.yield(3)
                continuation.finish()
                continuation.yield(4)  // after finish: ignored
            }
        }
        var elements: [Int] = []
        for await element in stream { elements.append(element) }
        #expect(elements == [1, 2, 3])
    }

    @Test func producerLearnsWhenTheConsumerStops() async {
        let terminated = Lock(false)
        let stream = PipelineStream<Int> { continuation in
            continuation.onTermination = { terminated.withLock { $0 = true } }
            continuation.yield(1)
            continuation.yield(2)
        }
        for await _ in stream { break }
        #expect(terminated.withLock { $0 })
    }

    @Test func cancellingTheConsumingTaskEndsAWaitingStream() async {
        let terminated = Lock(false)
        let stream = PipelineStream<Int> { continuation in
            continuation.onTermination = { terminated.withLock { $0 = true } }
        }
        let consumer = Task {
            for await _ in stream {}
        }
        consumer.cancel()
        await consumer.value
        #expect(terminated.withLock { $0 })
    }

    @Test func wrapsAnyNonThrowingSequence() async {
        let doubled = PipelineStream(PipelineStream.just(1, 2).map { $0 * 2 })
        var elements: [Int] = []
        for await element in doubled { elements.append(element) }
        #expect(elements == [2, 4])
    }
}
