import Observation

/// A view model whose state changes only through a pipeline: an action is sent, `mutate`
/// turns it into a stream of mutations, and `reduce` folds each mutation into the next state.
///
/// Adopt it with a class that declares an `initialState`, `mutate(action:)` and
/// `reduce(state:mutation:)`; the protocol supplies the rest of the pipeline: ``send(_:)``,
/// ``currentState`` (observable, so views that read it update), ``states()`` and the
/// `transform` hooks.
///
/// ```swift
/// # import Observation
/// @Observable
/// final class CounterViewModel: AsyncViewModel {
///     struct State: Sendable { var count = 0 }
///     enum Action: Sendable { case increment }
///     enum Mutation: Sendable { case setCount(Int) }
///
///     let initialState = State()
///
///     func mutate(action: Action) async -> MutationStream {
///         .just(.setCount(currentState.count + 1))
///     }
///
///     func reduce(state: State, mutation: Mutation) -> State {
///         var state = state
///         if case let .setCount(count) = mutation { state.count = count }
///         return state
///     }
/// }
///
/// let viewModel = CounterViewModel()
/// viewModel.startPipeline()
/// viewModel.send(.increment)
/// try await viewModel.settled()
/// print(viewModel.currentState.count)  // Prints "1"
/// ```
///
/// A model without a `Mutation` type treats its actions as mutations: the default
/// `mutate(action:)` passes each action on unchanged.
///
/// ## Ordering
/// - Actions reach `mutate(action:)` one at a time, in the order they were sent (after
///   `transform(action:)`, which may drop or delay them). Return the stream quickly and do slow
///   work inside it: the next action waits for `mutate(action:)` to return.
/// - Mutations a stream has ready when `mutate(action:)` returns (`.just`, or yielded
///   synchronously by the closure form) are reduced before the next action is processed.
/// - Each stream's later mutations are reduced in the order it yields them; mutations of
///   different streams interleave in the order they arrive, so a quick mutation is never stuck
///   behind a slow stream.
/// - Every state reaches ``currentState`` and every ``states()`` subscriber in the order it was
///   reduced.
///
/// ## Lifetime
/// The pipeline holds the view model weakly. Once the model is released, its pipeline ends:
/// running mutation streams are cancelled, ``states()`` streams finish, and the relay is freed.
@MainActor
public protocol AsyncViewModel: AnyObject, Observable {
    /// What the view renders. `Sendable`, because states cross into ``states()`` subscribers.
    associatedtype State: Sendable
    /// What happened: a tap, a text change, an appearance.
    associatedtype Action: Sendable
    /// A change to apply to the state; defaults to ``Action``.
    associatedtype Mutation: Sendable = Action

    /// Actions on their way to `mutate(action:)`; see ``transform(action:)``.
    typealias ActionStream = PipelineStream<Action>
    /// The mutations `mutate(action:)` produces for one action.
    typealias MutationStream = PipelineStream<Mutation>
    /// States on their way to ``currentState`` and ``states()``; see ``transform(state:)``.
    typealias StateStream = PipelineStream<State>

    /// The state before any mutation.
    var initialState: State { get }

    /// Performs the side effects of `action` and returns the mutations they produce.
    ///
    /// Return `.just(_:)` for an immediate change, `.empty()` for none, or build a stream with a
    /// continuation for changes that arrive over time.
    func mutate(action: Action) async -> MutationStream

    /// Returns the state that follows `state` once `mutation` is applied. Keep it pure.
    func reduce(state: State, mutation: Mutation) -> State

    /// Reshapes the action stream before `mutate(action:)` sees it (throttle, debounce, merge
    /// in other sources). The default returns `action` unchanged.
    func transform(action: ActionStream) -> ActionStream

    /// Reshapes the merged stream of all mutations before `reduce(state:mutation:)` sees it.
    /// The default returns `mutation` unchanged.
    func transform(mutation: MutationStream) -> MutationStream

    /// Reshapes the stream of reduced states before it becomes ``currentState``.
    /// The default returns `state` unchanged.
    func transform(state: StateStream) -> StateStream

    /// Where the view model's pipeline lives: ``PipelineRegistry/shared`` unless the model says
    /// otherwise, which an app never needs to. A test that drives the registry's reaper gives its
    /// model a registry of its own, on a `TestClock`, so that no other test's pipelines share it.
    var pipelineRegistry: PipelineRegistry { get }
}

extension AsyncViewModel {
    public var pipelineRegistry: PipelineRegistry { .shared }

    public func transform(action: ActionStream) -> ActionStream { action }

    public func transform(mutation: MutationStream) -> MutationStream { mutation }

    public func transform(state: StateStream) -> StateStream { state }
}

extension AsyncViewModel where Mutation == Action {
    /// Passes `action` on as the only mutation: for models whose actions are their mutations.
    public func mutate(action: Action) async -> MutationStream { .just(action) }

    /// Leaves the state unchanged. A model whose actions are its mutations usually implements
    /// this; the default exists so that a model can start with only `transform(action:)`.
    public func reduce(state: State, mutation: Mutation) -> State { state }
}
