import Testing

@testable import ReducerPipeline

struct CurrentValueRelayTests {
    @Test func aNewSubscriberGetsTheLatestValueThenEveryLaterOne() async {
        let relay = CurrentValueRelay(1)
        await relay.send(2)
        let values = await relay.values()
        await relay.send(3)
        await relay.send(4)
        await relay.finish()
        var received: [Int] = []
        for await value in values { received.append(value) }
        #expect(received == [2, 3, 4])
    }

    @Test func everySubscriberSeesTheSameOrder() async {
        let relay = CurrentValueRelay(0)
        let first = await relay.values()
        let second = await relay.values()
        for value in 1...50 { await relay.send(value) }
        await relay.finish()
        var a: [Int] = []
        for await value in first { a.append(value) }
        var b: [Int] = []
        for await value in second { b.append(value) }
        #expect(a == Array(0...50))
        #expect(b == a)
    }

    @Test func aFinishedRelayHandsOutFinishedStreams() async {
        let relay = CurrentValueRelay("done")
        await relay.finish()
        var count = 0
        for await _ in await relay.values() { count += 1 }
        #expect(count == 0)
        #expect(await relay.subscriberCount == 0)
    }

    @Test func aSubscriberThatStopsIsForgotten() async throws {
        let relay = CurrentValueRelay(0)
        let consumer = Task {
            for await _ in await relay.values() { break }
        }
        await consumer.value
        #expect(await relay.subscriberCount <= 1)
        // The stream is released with the task; its termination unsubscribes asynchronously.
        try await relay.waitForSubscribers(atMost: 0)
        #expect(await relay.subscriberCount == 0)
    }
}
