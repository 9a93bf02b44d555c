import ContextStore
import Foundation
import QuartetSupport

/// A store state with a counter and an optional payload, to make equality checks do real work.
struct CounterState: ContextualStoreState {
    var value = 0
    var payload: [Int] = []
}

/// Records what effects did, from whichever isolation they run in.
final class EffectLog: Sendable {
    private let entries = Lock<[String]>([])
    func record(_ entry: String) { entries.withLock { $0.append(entry) } }
    var recorded: [String] { entries.withLock { $0 } }
}

struct CounterContext: StoreContext {
    let store: ContextualStore<CounterState>
    let clock: TestClock
    let log = EffectLog()

    init(_ state: CounterState = CounterState(), clock: TestClock = TestClock()) {
        self.store = ContextualStore(state)
        self.clock = clock
    }
}

struct CounterViewState: ContextualViewState {
    var value = 0
    /// Every store value the reducer received, in order.
    var received: [Int] = []
    var isWaiting = false
    var note = ""
    init() {}
}

final class CounterViewModel: ContextViewModel<
    CounterContext, CounterViewState, CounterViewModel.Action, CounterViewModel.Effect
>
{
    enum Action: ContextualAction {
        case storeChanged(CounterState)
        case incrementTapped
        case waitTapped(seconds: Int)
        case waitFinished
        case noteChanged(String)
        case refreshTapped
    }

    enum Effect: Equatable {
        case increment
        case wait(seconds: Int)
    }

    override class func respond(to action: Action, state: inout CounterViewState) -> Effect? {
        switch action {
        case .storeChanged(let store):
            state.value = store.value
            state.received.append(store.value)
            return nil
        case .incrementTapped:
            return .increment
        case .waitTapped(let seconds):
            state.isWaiting = true
            return .wait(seconds: seconds)
        case .waitFinished:
            state.isWaiting = false
            return nil
        case .noteChanged(let note):
            state.note = note
            return nil
        case .refreshTapped:
            return nil
        }
    }

    override func handle(_ effect: Effect) async {
        switch effect {
        case .increment:
            await updateStore { $0.value += 1 }
        case .wait(let seconds):
            context.log.record("started")
            do {
                try await context.clock.sleep(for: .seconds(seconds))
                context.log.record("finished")
                send(.waitFinished)
            } catch {
                context.log.record("cancelled")
            }
        }
    }
}

/// Blocks the calling thread (the main actor, in these tests) until `work` has finished on the
/// global executor: the main actor cannot run anything meanwhile, like a busy UI thread.
func blockingCallerUntil(_ work: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        await work()
        done.signal()
    }
    done.wait()
}
