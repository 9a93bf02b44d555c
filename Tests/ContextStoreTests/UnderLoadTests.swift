import Foundation
import LoadTestSupport
import QuartetSupport
import TestSupport
import Testing

@testable import ContextStore

/// 10,000 store updates sent from 8 concurrent tasks, and an action per batch of them whose
/// effect writes the store too, while the main actor is kept busy: no update is lost, each
/// sender's updates reach the store in the order it sent them, every observer sees states in the
/// store's order (the latest winning), and once the view model is released it, its delivery task
/// and its effects are gone.
@MainActor
@Suite(.serialized)
struct UnderLoadTests {
    /// It holds the main actor on purpose, so it runs in a process of its own (an exit test): in
    /// the parallel run, every other main-actor test would wait behind it.
    @Test func tenThousandStoreUpdatesFromEightTasksReachTheViewModelInStoreOrder() async throws {
        try await withChildSlot("an exit test under load") {
            await #expect(processExitsWith: .success) {
                try await UnderLoadTests()
                    .tenThousandStoreUpdatesFromEightTasksReachTheViewModelInStoreOrderInThisProcess()
            }
        }
    }

    func tenThousandStoreUpdatesFromEightTasksReachTheViewModelInStoreOrderInThisProcess() async throws {
        var context: TallyContext? = TallyContext()
        let store = context!.store
        weak let releasedStore = store
        var viewModel: TallyViewModel? = TallyViewModel(context!)
        weak let releasedViewModel = viewModel
        // An observer off the main actor, as a service following the store would be.
        let observed = Lock<[Int]>([])
        let subscriber = Task.detached {
            for await state in store.states { observed.withLock { $0.append(state.updates) } }
        }
        // The view model has its first state, and waits for the next store change.
        await viewModel!.syncWithStore()
        let load = SenderLoad()
        let senderTasks = startSenders(to: store, viewModel: viewModel!, load: load)
        // The main actor is busy while every sender writes its first batch, which the store takes
        // without waiting for the main actor; each sender then waits for it to send its action.
        keepBusy(until: { load.updateCount >= Load.firstBatches }, atLeast: .milliseconds(100))
        for task in senderTasks { await task.value }
        try await viewModel!.settled(timeout: TestBound.inProcess)

        // "Every write goes through `update(state:)`, which runs inside the actor, so a
        // read-modify-write can never interleave with another."
        let final = await store.state
        #expect(
            final.handled == Array(repeating: Load.updatesPerSender, count: Load.senders), "no update lost")
        #expect(final.outOfOrder == 0, "each sender's updates reached the store in the order it sent them")
        #expect(final.confirmed == Array(repeating: Load.batchesPerSender, count: Load.senders))
        #expect(final.updates == Load.allUpdates, "every effect's store write landed")

        // "Store changes reach the view model in order, from a task that holds it weakly: when
        // several changes land while the main actor is busy, only the newest is applied, and an
        // older state is never applied after a newer one."
        let state = viewModel!.state
        #expect(state.store == final, "the view state ends on the store's final state")
        #expect(state.delivered.first == 0)
        #expect(
            (state.delivered.dropFirst().first ?? 0) >= Load.firstBatches,
            "of the updates that landed while the main actor was busy, the newest was applied")
        #expect(
            zip(state.delivered, state.delivered.dropFirst()).allSatisfy { $0 < $1 },
            "no delivery went back to an older state")
        #expect(state.regressions == 0, "no sender's count went back")
        #expect(state.tornStates == 0, "every state delivered was whole")
        #expect(viewModel!.runningEffectCount == 0)

        // "An observer that is busy when several updates land receives only the newest of them
        // (the latest wins), and never an older state after a newer one."
        #expect(
            await holds { observed.withLock { $0.last } == final.updates },
            "the observer received the store's final state")
        subscriber.cancel()
        await subscriber.value
        let updates = observed.withLock { $0 }
        #expect(zip(updates, updates.dropFirst()).allSatisfy { $0 < $1 }, "no older state after a newer one")

        // "Releasing the view model cancels that task and every effect task it started; an
        // effect that has not started by then never runs."
        let late = viewModel!.send(.batchSent(sender: 0))
        viewModel = nil
        #expect(releasedViewModel == nil)
        await late?.value
        #expect(
            await store.state.confirmed[0] == Load.batchesPerSender,
            "the effect that had not started never ran")
        #expect(
            await holds { await store.observerCount == 0 },
            "the view model's delivery task ended and the store dropped its observer")
        #expect(load.inFlightCount == 0, "no sender task still runs")
        context = nil
        _ = consume store
        #expect(releasedStore == nil, "the store was freed")
    }

    /// Starts the eight senders, each writing its 1,250 updates tagged with its number to the
    /// store, in order, and sending the view model an action after each batch of 50.
    private func startSenders(
        to store: ContextualStore<TallyState>, viewModel: TallyViewModel, load: SenderLoad
    ) -> [Task<Void, Never>] {
        return (0..<Load.senders).map { sender in
            Task.detached {
                load.senderStarted()
                defer { load.senderFinished() }
                for batch in stride(from: 0, to: Load.updatesPerSender, by: Load.batchSize) {
                    // Halfway through, one sender holds the main actor for a while, as a long
                    // layout pass would, while the other seven keep writing.
                    if sender == 0 && batch == 600 {
                        await MainActor.run { keepBusy(until: { true }, atLeast: .milliseconds(100)) }
                    }
                    for index in batch..<batch + Load.batchSize {
                        await store.update { $0.record(sender: sender, index: index) }
                        load.updated()
                    }
                    await MainActor.run { _ = viewModel.send(.batchSent(sender: sender)) }
                }
            }
        }
    }
}

/// The load: 8 senders of 1,250 store updates each, and an action for each batch of 50.
enum Load {
    static let senders = 8
    static let updatesPerSender = 1_250
    static let batchSize = 50
    static let batchesPerSender = updatesPerSender / batchSize
    /// The updates written while the main actor is busy at the start: every sender's first batch.
    static let firstBatches = senders * batchSize
    /// The senders' updates and the effects' writes, one per batch.
    static let allUpdates = senders * (updatesPerSender + batchesPerSender)
}

/// What each sender wrote, any write out of its sender's order, and what the effects confirmed.
struct TallyState: ContextualStoreState {
    var handled = Array(repeating: 0, count: Load.senders)
    var outOfOrder = 0
    var confirmed = Array(repeating: 0, count: Load.senders)
    /// Every update, from a sender or an effect.
    var updates = 0

    mutating func record(sender: Int, index: Int) {
        if index != handled[sender] { outOfOrder += 1 }
        handled[sender] += 1
        updates += 1
    }

    /// Whether the parts agree: the count of updates is what the senders and effects wrote.
    var isWhole: Bool { updates == handled.reduce(0, +) + confirmed.reduce(0, +) }
}

struct TallyContext: StoreContext {
    let store = ContextualStore(TallyState())
}

/// The store's states as the view model received them, and whatever was wrong with them.
struct TallyViewState: ContextualViewState {
    var store = TallyState()
    /// The store's update count in each state delivered, in order.
    var delivered: [Int] = []
    /// Deliveries in which a sender's count went back.
    var regressions = 0
    /// Deliveries whose parts disagree.
    var tornStates = 0
    init() {}
}

final class TallyViewModel: ContextViewModel<
    TallyContext, TallyViewState, TallyViewModel.Action, TallyViewModel.Effect
>
{
    enum Action: ContextualAction {
        case storeChanged(TallyState)
        case batchSent(sender: Int)
    }

    enum Effect {
        case confirm(sender: Int)
    }

    override class func respond(to action: Action, state: inout TallyViewState) -> Effect? {
        switch action {
        case .storeChanged(let store):
            state.delivered.append(store.updates)
            if zip(store.handled, state.store.handled).contains(where: { $0 < $1 }) { state.regressions += 1 }
            if !store.isWhole { state.tornStates += 1 }
            state.store = store
            return nil
        case .batchSent(let sender):
            return .confirm(sender: sender)
        }
    }

    override func handle(_ effect: Effect) async {
        switch effect {
        case .confirm(let sender):
            await updateStore {
                $0.confirmed[sender] += 1
                $0.updates += 1
            }
        }
    }
}
