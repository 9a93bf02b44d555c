import Foundation
import LoadTestSupport
import Observation
import QuartetSupport
import TestSupport
import Testing

@testable import ReducerPipeline

/// 10,000 actions sent from 8 concurrent tasks while the main actor is kept busy: none is lost,
/// each sender's actions are handled in the order it sent them, and once the model is released
/// its pipeline, its tasks and its storage are gone.
@MainActor
@Suite(.serialized)
struct UnderLoadTests {
    /// It holds the main actor on purpose, so it runs in a process of its own (an exit test): in
    /// the parallel run, every other main-actor test would wait behind it.
    @Test func tenThousandActionsFromEightTasksAreAllHandledInSendOrder() async throws {
        try await withChildSlot("an exit test under load") {
            await #expect(processExitsWith: .success) {
                try await UnderLoadTests()
                    .tenThousandActionsFromEightTasksAreAllHandledInSendOrderInThisProcess()
            }
        }
    }

    func tenThousandActionsFromEightTasksAreAllHandledInSendOrderInThisProcess() async throws {
        var model: TaggedCounter? = TaggedCounter()
        weak let releasedModel = model
        weak let releasedStorage = model!.pipeline
        let states = model!.states()
        let subscriber = Task {
            var totals: [Int] = []
            for await state in states {
                totals.append(state.total)
                if state.total == Load.total { break }
            }
            return totals
        }
        let load = SenderLoad()
        let senderTasks = startSenders(to: model!, load: load)
        // The main actor is busy while all eight start: their first sends pile up behind it.
        keepBusy(until: { load.startedCount == Load.senders }, atLeast: .milliseconds(100))
        for task in senderTasks { await task.value }
        try await model!.settled(timeout: TestBound.inProcess)

        let state = model!.currentState
        #expect(state.total == Load.total, "no action was lost")
        // "Actions reach `mutate(action:)` one at a time, in the order they were sent" — and
        // `.just` mutations "are reduced before the next action is processed".
        #expect(state.handled == Array(repeating: Load.actionsPerSender, count: Load.senders))
        #expect(state.outOfOrder == 0, "each sender's actions were reduced in the order it sent them")
        // "Every state reaches ``currentState`` and every ``states()`` subscriber in the order it
        // was reduced."
        let totals = await subscriber.value
        #expect(totals.first == 0)
        #expect(totals.last == Load.total)
        #expect(zip(totals, totals.dropFirst()).allSatisfy { $0 + 1 == $1 }, "no state skipped or reordered")

        model = nil
        // A released model's pipeline ends at the next sweep (see `PipelineRegistry`).
        PipelineRegistry.shared.sweep()
        #expect(releasedModel == nil)
        #expect(
            await holds { releasedStorage == nil },
            "the pipeline's storage (its tasks, its relay) was freed")
        #expect(load.inFlightCount == 0, "no sender task still runs")
    }

    /// Starts the eight senders, each sending its 1,250 actions tagged with its number, in order.
    private func startSenders(to model: TaggedCounter, load: SenderLoad) -> [Task<Void, Never>] {
        return (0..<Load.senders).map { sender in
            Task.detached {
                load.senderStarted()
                defer { load.senderFinished() }
                // In batches of 50 per hop to the main actor: a hop per action would spend
                // seconds of this 2-core machine on hops alone, and batches of eight senders
                // still interleave.
                for batch in stride(from: 0, to: Load.actionsPerSender, by: 50) {
                    // Halfway through, one sender holds the main actor for a while, as a long
                    // layout pass would, while the other seven keep sending.
                    if sender == 0 && batch == 600 {
                        await MainActor.run { keepBusy(until: { true }, atLeast: .milliseconds(100)) }
                    }
                    await MainActor.run {
                        for index in batch..<batch + 50 {
                            model.send(.sent(sender: sender, index: index))
                        }
                    }
                }
            }
        }
    }
}

/// The load: 8 senders of 1,250 actions each.
enum Load {
    static let senders = 8
    static let actionsPerSender = 1_250
    static let total = senders * actionsPerSender
}

/// Counts the state each sender's actions reached, and any action that arrived out of its
/// sender's order.
@Observable
final class TaggedCounter: AsyncViewModel {
    struct State: Sendable, Equatable {
        var total = 0
        var handled = Array(repeating: 0, count: Load.senders)
        var outOfOrder = 0
    }
    enum Action: Sendable { case sent(sender: Int, index: Int) }

    let initialState = State()

    func reduce(state: State, mutation: Action) -> State {
        var state = state
        guard case .sent(let sender, let index) = mutation else { return state }
        if index != state.handled[sender] { state.outOfOrder += 1 }
        state.handled[sender] += 1
        state.total += 1
        return state
    }
}
