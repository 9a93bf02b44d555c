import Foundation
import LoadTestSupport
import Observation
import QuartetSupport
import TestSupport
import Testing

@testable import Interactors

/// 10,000 navigation intents, and loads between them, sent from 8 concurrent tasks while the main
/// actor is kept busy: no intent is lost, each sender's intents are presented in the order it
/// emitted them, loads of one content never overlap, and once the view and the interactor are
/// released the interactor, its view model and its tasks are gone.
@MainActor
@Suite(.serialized)
struct UnderLoadTests {
    /// It holds the main actor on purpose, so it runs in a process of its own (an exit test): in
    /// the parallel run, every other main-actor test would wait behind it.
    @Test func tenThousandIntentsFromEightTasksArePresentedInEmitOrder() async throws {
        try await withChildSlot("an exit test under load") {
            await #expect(processExitsWith: .success) {
                try await UnderLoadTests()
                    .tenThousandIntentsFromEightTasksArePresentedInEmitOrderInThisProcess()
            }
        }
    }

    func tenThousandIntentsFromEightTasksArePresentedInEmitOrderInThisProcess() async throws {
        let clock = TestClock()
        let service = FeedService()
        var interactor: TaggedInteractor? = TaggedInteractor(
            viewModel: TaggedScreen(), service: service, clock: clock)
        weak let releasedInteractor = interactor
        weak let releasedViewModel = interactor!.viewModel
        let load = SenderLoad()
        let senderTasks = startSenders(to: interactor!, load: load)
        // The main actor is busy while all eight start: their first sends pile up behind it.
        keepBusy(until: { load.startedCount == Load.senders }, atLeast: .milliseconds(100))

        // No view is bound yet: the intents emitted until one is wait in the interactor.
        try await waitUntil("a fifth of the intents were emitted", timeout: TestBound.inProcess) {
            (releasedViewModel?.emittedCount ?? 0) >= Load.total / 5
        }
        let pendingAtBind = interactor!.pendingIntents.count
        var host: InteractorHost<TaggedInteractor, TaggedScreen>? = InteractorHost(interactor!) {
            sent in .push { "Detail \(sent)" }
        }
        weak let releasedHost = host
        host!.appear()
        var loads: [Task<TaskOutcome, Never>] = []
        for task in senderTasks { loads += await task.value }
        try await interactor!.settled(timeout: TestBound.inProcess)

        // "Intents are queued, not overwritten: two intents emitted in the same turn are both
        // presented, in order. An intent emitted before any view is bound (in an initializer,
        // say) is kept until one is, then presented."
        #expect(pendingAtBind >= Load.total / 5, "the intents emitted before the bind were kept")
        let presented = host!.stack.compactMap { $0.destination as? Sent }
        #expect(presented.count == Load.total, "no intent was lost")
        #expect(presentedCounts(presented) == Array(repeating: Load.intentsPerSender, count: Load.senders))
        #expect(
            outOfOrderCounts(presented) == Array(repeating: 0, count: Load.senders),
            "each sender's intents were presented in the order it emitted them")
        #expect(interactor!.viewModel.navigation?.token == host!.stack.last?.token)

        // "Loads are gated per key path: a second load of the same content while one is in
        // flight is ignored." Each batch asks twice; the second ask always finds the first in
        // flight, since its task cannot have started before the batch ends.
        var outcomes: [TaskOutcome: Int] = [:]
        for task in loads { outcomes[await task.value, default: 0] += 1 }
        let fetched = await service.fetched
        #expect(outcomes[.succeeded] == fetched.map(\.count).reduce(0, +), "every load that ran succeeded")
        #expect((outcomes[.ignored] ?? 0) >= Load.batches, "the second ask of each batch was ignored")
        #expect((outcomes[.succeeded] ?? 0) + (outcomes[.ignored] ?? 0) == loads.count)
        #expect(interactor!.mostLoadsInFlight == 1, "loads of one content never overlapped")
        for sender in 0..<Load.senders {
            #expect(zip(fetched[sender], fetched[sender].dropFirst()).allSatisfy { $0 < $1 })
            // What the view saw of the content: loading, then what that load fetched, each time.
            let expected = fetched[sender].flatMap { [FeedState.loading, .loaded($0)] }
            #expect(interactor!.viewModel.feedHistory[sender] == expected, "sender \(sender)'s feed")
        }
        #expect(interactor!.running.isEmpty && interactor!.cancellers.isEmpty, "no task is left")

        // One load still in flight at teardown, waiting on a clock nobody advances.
        let stuck = interactor!.load(\.title) { [clock] in
            try await clock.sleep(for: .seconds(3_600))
            return "never"
        }
        await clock.waitForSleepers()
        host = nil
        #expect(releasedHost == nil)
        #expect(interactor!.destinations.count == 0, "the view's release dismissed every destination")
        interactor = nil
        #expect(releasedInteractor == nil)
        let isLoadCancelled = (try? await clock.waitForNoSleepers()) != nil
        #expect(isLoadCancelled, "the release cancelled the load in flight")
        if !isLoadCancelled { stuck.cancel() }  // so that a failing run ends
        #expect(await stuck.value == .cancelled)
        #expect(await holds { releasedViewModel == nil }, "the view model was freed")
        #expect(load.inFlightCount == 0, "no sender task still runs")
    }

    /// Starts the eight senders, each emitting its 1,250 intents tagged with its number, in order,
    /// and asking for its feed twice per batch; returns the loads' tasks.
    private func startSenders(
        to interactor: TaggedInteractor, load: SenderLoad
    ) -> [Task<[Task<TaskOutcome, Never>], Never>] {
        return (0..<Load.senders).map { sender in
            Task.detached {
                load.senderStarted()
                defer { load.senderFinished() }
                var loads: [Task<TaskOutcome, Never>] = []
                // In batches of 50 per hop to the main actor, as the ReducerPipeline load test
                // does: a hop per intent would spend seconds of this 2-core machine on hops.
                for batch in stride(from: 0, to: Load.intentsPerSender, by: Load.batchSize) {
                    // Halfway through, one sender holds the main actor for a while, as a long
                    // layout pass would, while the other seven keep sending.
                    if sender == 0 && batch == 600 {
                        await MainActor.run { keepBusy(until: { true }, atLeast: .milliseconds(100)) }
                    }
                    loads += await MainActor.run {
                        let first = interactor.refreshFeed(of: sender, at: batch)
                        for index in batch..<batch + Load.batchSize {
                            interactor.open(Sent(sender: sender, index: index))
                        }
                        return [first, interactor.refreshFeed(of: sender, at: batch + Load.batchSize - 1)]
                    }
                }
                return loads
            }
        }
    }
}

/// How many of each sender's intents `presented` holds.
private func presentedCounts(_ presented: [Sent]) -> [Int] {
    var counts = Array(repeating: 0, count: Load.senders)
    for sent in presented { counts[sent.sender] += 1 }
    return counts
}

/// How many of each sender's intents `presented` holds out of the order the sender emitted them.
private func outOfOrderCounts(_ presented: [Sent]) -> [Int] {
    var next = Array(repeating: 0, count: Load.senders)
    var outOfOrder = Array(repeating: 0, count: Load.senders)
    for sent in presented {
        if sent.index != next[sent.sender] { outOfOrder[sent.sender] += 1 }
        next[sent.sender] = sent.index + 1
    }
    return outOfOrder
}

/// The load: 8 senders of 1,250 intents each, in batches of 50.
enum Load {
    static let senders = 8
    static let intentsPerSender = 1_250
    static let total = senders * intentsPerSender
    static let batchSize = 50
    static let batches = total / batchSize
}

/// An intent's destination: which sender emitted it, and its place in that sender's order.
struct Sent: Hashable, Sendable, CustomStringConvertible {
    var sender: Int
    var index: Int
    var description: String { "\(sender).\(index)" }
}

/// A content's state as the view sees it, without `Loadable`'s error, so that histories compare.
enum FeedState: Equatable {
    case idle
    case loading
    case loaded(Int)
    case failed
}

/// A screen with one feed per sender, recording every state each feed goes through.
@Observable @MainActor
final class TaggedScreen: NavigableViewModel {
    var navigation: NavigationIntent<Sent>?
    var title: Loadable<String> = .idle
    var feeds: [Loadable<Int>] = Array(repeating: .idle, count: Load.senders) {
        didSet {
            for sender in feeds.indices where FeedState(feeds[sender]) != FeedState(oldValue[sender]) {
                feedHistory[sender].append(FeedState(feeds[sender]))
            }
        }
    }
    /// Every state each feed went through, in order.
    @ObservationIgnored private(set) var feedHistory: [[FeedState]] = Array(
        repeating: [], count: Load.senders)
    private(set) var emittedCount = 0

    func didEmit() { emittedCount += 1 }
}

/// The interactor under load: emits an intent per call, and loads each sender's feed.
@MainActor
final class TaggedInteractor: Interactor<TaggedScreen> {
    private let service: FeedService

    init(viewModel: TaggedScreen, service: FeedService, clock: TestClock) {
        self.service = service
        super.init(viewModel: viewModel, clock: clock)
    }

    func open(_ sent: Sent) {
        navigate(to: sent)
        viewModel.didEmit()
    }

    /// The most loads of one feed that were ever running at once.
    private(set) var mostLoadsInFlight = 0
    private var loadsInFlight = Array(repeating: 0, count: Load.senders)

    func refreshFeed(of sender: Int, at index: Int) -> Task<TaskOutcome, Never> {
        load(\.feeds[sender]) { [weak self, service] in
            self?.loadDidStart(sender)
            defer { self?.loadDidEnd(sender) }
            return await service.fetch(sender: sender, index: index)
        }
    }

    private func loadDidStart(_ sender: Int) {
        loadsInFlight[sender] += 1
        mostLoadsInFlight = max(mostLoadsInFlight, loadsInFlight[sender])
    }

    private func loadDidEnd(_ sender: Int) { loadsInFlight[sender] -= 1 }
}

/// The service behind the feeds: answers from its own actor, so each answer comes back through
/// the busy main actor; records what each sender fetched, in order.
actor FeedService {
    private(set) var fetched: [[Int]] = Array(repeating: [], count: Load.senders)

    func fetch(sender: Int, index: Int) -> Int {
        fetched[sender].append(index)
        return index
    }
}

extension FeedState {
    init(_ loadable: Loadable<Int>) {
        switch loadable {
        case .idle: self = .idle
        case .loading: self = .loading
        case .loaded(let value): self = .loaded(value)
        case .failed: self = .failed
        }
    }
}
