/// Where view models' pipelines live.
///
/// `AsyncViewModel` is adopted by classes that declare no storage for the pipeline (AsyncViewModel's
/// Quick Start declares only `initialState`), and a protocol extension cannot add stored
/// properties, so pipelines are kept in a registry, keyed by the view model's identity: the
/// ``shared`` one, unless a model's ``AsyncViewModel/pipelineRegistry`` names another. An entry
/// holds its view model weakly: tasks never keep a model alive. It also holds it `unowned`, which
/// keeps a released model's memory (not the model: its `deinit` runs as usual) allocated until
/// the entry goes, so that no new object can take the address meanwhile. An identifier match
/// then proves identity, and the lookup behind every `send` and `currentState` needs no weak
/// load: on an object that has weak references, loading one and releasing the result go
/// through its side table, which cost more than the rest of a synchronous action.
///
/// Swift gives no callback when an object is freed, so a released model's pipeline is ended
/// (tasks cancelled, ``AsyncViewModel/states()`` streams finished, relay freed) at the first of:
/// the pipeline's next event (a mutation arriving), a new view model's pipeline being created in
/// the same registry, or the reaper's next sweep, which runs every `reaperInterval` while any of
/// the registry's pipelines is running. Idle pipelines never wake the reaper.
///
/// A test that needs to see the reaper work gives its model a registry on a `TestClock`:
///
/// ```swift
/// # import Observation
/// # import QuartetSupport
/// let reaperClock = TestClock()
///
/// @Observable final class Counter: AsyncViewModel {
///     struct State: Sendable { var count = 0 }
///     enum Action: Sendable { case increment }
///     let initialState = State()
///     let pipelineRegistry = PipelineRegistry(reaperClock: reaperClock)
///     func reduce(state: State, mutation: Action) -> State { state }
/// }
///
/// var counter: Counter? = Counter()
/// let states = counter!.states()
/// await reaperClock.waitForSleepers(count: 1)  // the reaper sleeps while the pipeline runs
/// counter = nil
/// await reaperClock.advance(by: .seconds(1))  // its next sweep ends the released model's pipeline
/// var received = 0
/// for await _ in states { received += 1 }
/// print(received)  // Prints "1"
/// ```
@MainActor
public final class PipelineRegistry {
    /// The registry of every view model that does not name its own.
    public static let shared = PipelineRegistry()

    /// A class, so that a lookup copies one reference rather than a weak reference (which
    /// costs a side-table round trip to copy and destroy).
    private final class Entry {
        let id: ObjectIdentifier
        /// Whether the model lives; read only by sweeps.
        weak var owner: AnyObject?
        /// Never read: it reserves the model's address for as long as the entry exists.
        unowned let addressReservation: AnyObject
        let storage: any PipelineLifetime

        init(owner: AnyObject, storage: any PipelineLifetime) {
            id = ObjectIdentifier(owner)
            self.owner = owner
            addressReservation = owner
            self.storage = storage
        }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The entry looked up last: `send` and `currentState` come in runs for one model, and
    /// this spares them the hashing. Cleared when its entry leaves the table.
    private var recent: Entry?
    private var reaper: Task<Void, Never>?

    /// How often released view models are looked for while pipelines run.
    private let reaperInterval: Duration

    /// The clock the reaper sleeps on.
    private let reaperClock: any Clock<Duration>

    /// A registry whose reaper looks for released view models every `reaperInterval` of
    /// `reaperClock` while any of its pipelines runs.
    ///
    /// - Parameters:
    ///   - reaperClock: The clock the reaper sleeps on: a `TestClock` in a test that advances it.
    ///   - reaperInterval: How long the reaper sleeps between sweeps.
    public init(reaperClock: any Clock<Duration> = ContinuousClock(), reaperInterval: Duration = .seconds(1))
    {
        self.reaperClock = reaperClock
        self.reaperInterval = reaperInterval
    }

    /// The pipeline of `model`, created on first use.
    func storage<Model: AsyncViewModel>(for model: Model) -> PipelineStorage<Model> {
        // An entry with this identifier reserves the address, so it was created for this very
        // object, hence for `Model`: the cast cannot fail, and an unchecked one keeps `send` and
        // `currentState` cheap.
        let id = ObjectIdentifier(model)
        if let recent, recent.id == id {
            return unsafeDowncast(recent.storage as AnyObject, to: PipelineStorage<Model>.self)
        }
        if let entry = entries[id] {
            recent = entry
            return unsafeDowncast(entry.storage as AnyObject, to: PipelineStorage<Model>.self)
        }
        // A new model: sweep first, so that the table holds only live models and those
        // released since the last sweep.
        sweep()
        let storage = PipelineStorage(owner: model, registry: self)
        let entry = Entry(owner: model, storage: storage)
        entries[id] = entry
        recent = entry
        return storage
    }

    /// Ends the pipelines of released view models; returns how many pipelines still run.
    @discardableResult
    func sweep() -> Int {
        var running = 0
        for (id, entry) in entries {
            if entry.owner == nil {
                entry.storage.endPipeline()
                entries[id] = nil
                if recent === entry { recent = nil }
            } else if entry.storage.isRunning {
                running += 1
            }
        }
        return running
    }

    /// Starts the reaper unless it runs already; called when a pipeline starts.
    func pipelineDidStart() {
        guard reaper == nil else { return }
        let clock = reaperClock
        let interval = reaperInterval
        // The reaper keeps its registry while the registry's pipelines run, and no longer.
        reaper = Task { @MainActor in
            while !Task.isCancelled {
                do {
                    try await clock.sleep(for: interval)
                } catch {
                    break
                }
                if sweep() == 0 { break }
            }
            reaper = nil
        }
    }
}

/// What the registry needs from a pipeline of any view model type.
@MainActor
protocol PipelineLifetime: AnyObject {
    /// Whether the pipeline has started and not ended.
    var isRunning: Bool { get }
    /// Cancels its tasks, finishes its streams and lets its relay go.
    func endPipeline()
}
