import Foundation
import LoadTestSupport
import Observation
import ProtocolStore
import QuartetSupport
import TestSupport
import Testing

/// 10,000 updates sent from 8 concurrent tasks to a view model held through `@Store`, half as
/// actions and half as writes through its bindings, each saved by a task that the sender inserts
/// into the view model's bag from its own isolation, while the main actor is kept busy: no update
/// or task is lost, each sender's updates reach the model in the order it sent them, every observer
/// sees the model's states in order, and once the view and its view model are released the model,
/// its bags and every task in them are gone.
@MainActor
@Suite(.serialized)
struct UnderLoadTests {
    /// It holds the main actor on purpose, so it runs in a process of its own (an exit test): in
    /// the parallel run, every other main-actor test would wait behind it.
    @Test func tenThousandUpdatesFromEightTasksReachTheViewModelInSendOrder() async throws {
        try await withChildSlot("an exit test under load") {
            await #expect(processExitsWith: .success) {
                try await UnderLoadTests()
                    .tenThousandUpdatesFromEightTasksReachTheViewModelInSendOrderInThisProcess()
            }
        }
    }

    func tenThousandUpdatesFromEightTasksReachTheViewModelInSendOrderInThisProcess() async throws {
        let follower = TaskCount()
        var viewModel: DefaultTallyViewModel? = DefaultTallyViewModel(follower: follower)
        weak let releasedViewModel = viewModel
        weak let releasedTasks = viewModel!.tasks
        weak let releasedSaves = viewModel!.saves
        var view: TallyView? = TallyView(viewModel: viewModel!)
        // What a view's body would read, rendered again on a later turn after each change.
        var rendered: [Int] = []
        var probe: ObservationProbe? = ObservationProbe(tracking: { [view] in
            rendered.append(view!.viewModel.tally.total)
        })
        let writes = WriteLog()
        let saved = SaveLog()
        let load = SenderLoad()
        let senderTasks = startSenders(to: view!, writes: writes, saves: saved, load: load)
        // The main actor is busy while all eight start: their first sends pile up behind it.
        keepBusy(until: { load.startedCount == Load.senders }, atLeast: .milliseconds(100))
        for task in senderTasks { await task.value }
        // The senders are done: what is left is the saves they inserted, and the follower.
        try await viewModel!.saves.settled(timeout: TestBound.inProcess)
        try await waitUntil("the follower followed every change", timeout: TestBound.inProcess) {
            releasedViewModel.map { $0.followedCount == $0.tally.total } ?? false
        } describing: {
            "followed \(releasedViewModel?.followedCount ?? -1) of \(releasedViewModel?.tally.total ?? -1)"
        }

        // "The projected value (`$viewModel`) hands out a binding to each writable property […]:
        // reading reads the model, writing writes the model."
        let tally = viewModel!.tally
        #expect(tally.total == Load.total, "no update lost")
        #expect(tally.handled == Array(repeating: Load.updatesPerSender, count: Load.senders))
        #expect(tally.outOfOrder == 0, "each sender's updates reached the model in the order it sent them")
        // `didSet` on a binding: "Called with the new value once the underlying value holds it."
        #expect(writes.count == Load.total / 2, "every write through a binding was seen")
        #expect(writes.unheld == 0, "the model held each value written when didSet ran")
        #expect(writes.outOfOrder == 0, "the binding's writes were seen in the order they were made")
        // What a view saw: only states the model held, in its order, ending on the last one.
        await probe!.nextRender()
        #expect(rendered.first == 0)
        #expect(rendered.last == Load.total)
        #expect(zip(rendered, rendered.dropFirst()).allSatisfy { $0 < $1 }, "no render went back")
        #expect(viewModel!.followGaps == 0, "the follower saw every change, in order")

        // "The bag is `Sendable`: its list is behind a `Lock`, so tasks may be inserted from any
        // isolation."
        #expect(viewModel!.saves.count == Load.total, "no task inserted by a sender was lost")
        #expect(saved.counts == Array(repeating: Load.updatesPerSender, count: Load.senders), "each ran")
        // Every task has ended but the follower, which only the bag's release ends.
        let failure = await #expect(throws: SettleFailure.self) {
            try await viewModel!.tasks.settled(timeout: .milliseconds(200))
        }
        #expect(failure?.stillRunning.count == 1)
        #expect(follower.runningCount == 1)

        // "A view model keeps its bag in a stored property; when the view model goes away, so
        // does the bag, and every task in it is cancelled."
        probe = nil
        view = nil
        viewModel = nil
        #expect(releasedViewModel == nil)
        #expect(releasedTasks == nil && releasedSaves == nil, "its bags went with it")
        #expect(await holds { follower.runningCount == 0 }, "the follower was cancelled and ended")
        #expect(load.inFlightCount == 0, "no sender task still runs")
    }

    /// Starts the eight senders, each sending its 1,250 updates tagged with its number, in order
    /// (even ones as the action, odd ones through the binding), in batches of 50, then inserting
    /// a task per update into the view model's `saves`.
    private func startSenders(
        to view: TallyView, writes: WriteLog, saves: SaveLog, load: SenderLoad
    ) -> [Task<Void, Never>] {
        let bag = view.viewModel.saves
        return (0..<Load.senders).map { sender in
            Task.detached {
                load.senderStarted()
                defer { load.senderFinished() }
                // In batches of 50 per hop to the main actor, as the ReducerPipeline load test
                // does: a hop per update would spend seconds of this 2-core machine on hops.
                for batch in stride(from: 0, to: Load.updatesPerSender, by: Load.batchSize) {
                    // Halfway through, one sender holds the main actor for a while, as a long
                    // layout pass would, while the other seven keep sending.
                    if sender == 0 && batch == 600 {
                        await MainActor.run { keepBusy(until: { true }, atLeast: .milliseconds(100)) }
                    }
                    await MainActor.run {
                        let tally = view.$viewModel.tally.didSet { writes.record($0, heldBy: view.viewModel) }
                        for index in batch..<batch + Load.batchSize {
                            if index.isMultiple(of: 2) {
                                view.viewModel.record(sender: sender, index: index)
                            } else {
                                tally.wrappedValue.record(sender: sender, index: index)
                            }
                        }
                    }
                    // Each update of the batch is saved by a task the view model keeps, inserted
                    // from this task's own isolation while the other senders insert theirs.
                    for _ in batch..<batch + Load.batchSize {
                        Task { saves.record(sender: sender) }.store(in: bag)
                    }
                }
            }
        }
    }
}

/// The load: 8 senders of 1,250 updates each, in batches of 50.
enum Load {
    static let senders = 8
    static let updatesPerSender = 1_250
    static let total = senders * updatesPerSender
    static let batchSize = 50
}

/// What each sender sent, and any update that arrived out of its sender's order.
struct Tally: Equatable, Sendable {
    var total = 0
    var handled = Array(repeating: 0, count: Load.senders)
    var outOfOrder = 0

    mutating func record(sender: Int, index: Int) {
        if index != handled[sender] { outOfOrder += 1 }
        handled[sender] += 1
        total += 1
    }
}

/// What the screen under load needs from its view model.
protocol TallyViewModel: ViewModel, Sendable {
    var tally: Tally { get set }
    /// The tasks the view model keeps for as long as it lives.
    var tasks: TaskBag { get }
    /// The tasks saving each update, as an autosave would.
    var saves: TaskBag { get }
    /// The action: a sender's update.
    func record(sender: Int, index: Int)
}

/// The view model under load; a task in its bag follows every change of its tally.
@Observable
final class DefaultTallyViewModel: TallyViewModel {
    var tally = Tally() {
        didSet { changeInput.yield(tally.total) }
    }
    /// How many changes the follower saw, and how many it saw out of order.
    private(set) var followedCount = 0
    private(set) var followGaps = 0
    @ObservationIgnored let tasks = TaskBag()
    @ObservationIgnored let saves = TaskBag()
    @ObservationIgnored private let changeInput: AsyncStream<Int>.Continuation

    init(follower: TaskCount) {
        let (changes, changeInput) = AsyncStream.makeStream(of: Int.self)
        self.changeInput = changeInput
        Task { [weak self] in
            follower.started()
            defer { follower.ended() }
            for await total in changes {
                self?.followed(total)
            }
        }.store(in: tasks)
    }

    func record(sender: Int, index: Int) {
        tally.record(sender: sender, index: index)
    }

    private func followed(_ total: Int) {
        if total != followedCount + 1 { followGaps += 1 }
        followedCount += 1
    }
}

/// A view as it is on Linux: a struct holding its view model, by protocol, with `@Store`.
struct TallyView {
    @Store var viewModel: any TallyViewModel
}

/// The writes a binding's `didSet` saw: how many, how many the model did not hold yet, and how
/// many came out of order.
@MainActor
final class WriteLog {
    private(set) var count = 0
    private(set) var unheld = 0
    private(set) var outOfOrder = 0
    private var lastTotal = 0

    func record(_ tally: Tally, heldBy viewModel: any TallyViewModel) {
        count += 1
        if viewModel.tally != tally { unheld += 1 }
        if tally.total <= lastTotal { outOfOrder += 1 }
        lastTotal = tally.total
    }
}

/// How many updates of each sender were saved, from any isolation.
final class SaveLog: Sendable {
    private let saved = Lock(Array(repeating: 0, count: Load.senders))
    func record(sender: Int) { saved.withLock { $0[sender] += 1 } }
    var counts: [Int] { saved.withLock { $0 } }
}

/// How many of some tasks are running, from any isolation.
final class TaskCount: Sendable {
    private let running = Lock(0)
    func started() { running.withLock { $0 += 1 } }
    func ended() { running.withLock { $0 -= 1 } }
    var runningCount: Int { running.withLock { $0 } }
}
