import ContextStore
import Testing

/// In the spirit of Chiui's stress test, without its timing bounds: hundreds of rapid,
/// large updates while the main actor keeps answering.
@MainActor @Suite struct StressTests {
    @Test func hundredsOfLargeUpdatesArriveInOrderWhileTheMainActorKeepsResponding() async {
        let updates = 300
        let payloadSize = 2_000
        let context = CounterContext(CounterState(payload: Array(repeating: 0, count: payloadSize)))
        let viewModel = CounterViewModel(context)
        let store = context.store
        let heartbeat = Heartbeat()
        await Task.detached {
            for value in 1...updates {
                await store.update {
                    $0.value = value
                    $0.payload = Array(repeating: value, count: payloadSize)
                }
                // Each update is followed by a round trip to the main actor: it would never
                // complete if delivering store changes monopolised the main actor.
                await heartbeat.beat()
            }
        }.value
        await viewModel.syncWithStore()

        #expect(heartbeat.beats == updates)
        #expect(viewModel.state.value == updates)
        #expect(await store.state.payload == Array(repeating: updates, count: payloadSize))
        let received = viewModel.state.received
        #expect(received.last == updates)
        #expect(zip(received, received.dropFirst()).allSatisfy { $0 < $1 })
        #expect(received.count <= updates + 1)
    }
}

extension StressTests {
    @Test func manyViewModelsOnOneStoreEachSeeEveryWriterInOrder() async {
        let context = CounterContext()
        let viewModels = (0..<10).map { _ in CounterViewModel(context) }
        let store = context.store
        // Four writers at once: the store serialises them, and every view model must end on the
        // store's final state having never gone backwards.
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<100 {
                        await store.update { $0.value += 1 }
                    }
                }
            }
        }
        for viewModel in viewModels {
            await viewModel.syncWithStore()
            let received = viewModel.state.received
            #expect(received.last == 400)
            #expect(zip(received, received.dropFirst()).allSatisfy { $0 < $1 })
        }
    }
}

@MainActor final class Heartbeat {
    private(set) var beats = 0
    func beat() { beats += 1 }
}
