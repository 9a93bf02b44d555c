import QuartetSupport

extension AsyncViewModel {
    /// The view model's pipeline, created on first use.
    var pipeline: PipelineStorage<Self> { pipelineRegistry.storage(for: self) }

    /// The state the pipeline has reached; ``initialState`` until the first mutation.
    ///
    /// It is observable: a SwiftUI view (or `withObservationTracking`) that reads it is
    /// invalidated when it changes.
    public var currentState: State {
        pipeline.state
    }

    /// Sends `action` into the pipeline.
    ///
    /// Actions sent before the pipeline starts are buffered and replayed, in order, when it
    /// does: on the first ``states()`` call, ``startPipeline()``, or a host's `appear()`.
    /// Actions sent after the view model's pipeline ended are ignored.
    ///
    /// - Parameter action: What happened.
    public func send(_ action: Action) {
        pipeline.send(action)
    }

    /// A stream that begins with the current state and then yields every later state, in
    /// order; it starts the pipeline if it has not started.
    ///
    /// Each call returns a new subscription to the view model's ``CurrentValueRelay``. The
    /// stream finishes when the view model is released. Iterate it without capturing the view
    /// model strongly, or the loop keeps the view model alive:
    ///
    /// ```swift
    /// # import Observation
    /// # @Observable final class CounterViewModel: AsyncViewModel {
    /// #     struct State: Sendable, Equatable { var count = 0 }
    /// #     enum Action: Sendable { case increment }
    /// #     let initialState = State()
    /// #     func reduce(state: State, mutation: Action) -> State {
    /// #         var state = state
    /// #         state.count += 1
    /// #         return state
    /// #     }
    /// # }
    /// # let viewModel = CounterViewModel()
    /// let states = viewModel.states()
    /// let printer = Task {
    ///     for await state in states.prefix(2) { print("Count:", state.count) }
    /// }
    /// viewModel.send(.increment)
    /// await printer.value
    /// // Prints "Count: 0"
    /// // Prints "Count: 1"
    /// ```
    public func states() -> AsyncStream<State> {
        let storage = pipeline
        storage.start()
        return storage.states()
    }

    /// Starts the pipeline without subscribing: buffered actions are replayed and later
    /// actions are processed as they are sent. Calling it again does nothing.
    ///
    /// ``states()``, ``AsyncViewModelHost/appear()`` and ``PipelineTester`` call it for you.
    public func startPipeline() {
        pipeline.start()
    }

    /// Suspends until every action sent so far has been handled and every mutation stream the
    /// pipeline started has finished, so that ``currentState`` holds everything they produced.
    ///
    /// The one way for tests and samples to wait for a pipeline's work: it is event-driven (each
    /// handled action and each finished stream is signalled), so it returns on the main actor's
    /// first turn after the last of them, and at once when the pipeline has nothing to do:
    ///
    /// ```swift
    /// # import Observation
    /// # @Observable final class CounterViewModel: AsyncViewModel {
    /// #     struct State: Sendable, Equatable { var count = 0 }
    /// #     enum Action: Sendable { case increment }
    /// #     let initialState = State()
    /// #     func reduce(state: State, mutation: Action) -> State {
    /// #         var state = state
    /// #         state.count += 1
    /// #         return state
    /// #     }
    /// # }
    /// # let viewModel = CounterViewModel()
    /// viewModel.startPipeline()
    /// viewModel.send(.increment)
    /// try await viewModel.settled()
    /// print(viewModel.currentState.count)  // Prints "1"
    /// ```
    ///
    /// A mutation stream that waits on a `TestClock` finishes only once the test advances the
    /// clock; instead of hanging, `settled` then fails after `timeout`, saying what was still
    /// running. Actions sent before the pipeline started are waited for too, once something starts
    /// it. A pipeline whose view model was released is settled.
    ///
    /// A `transform` hook that reshapes its stream (a filter, a throttle, a debounce) may hold an
    /// element back or drop it, so the pipeline cannot know that it is done: `settled` then fails
    /// at once. Wait for the state you expect instead:
    /// `_ = await viewModel.states().first { $0.target == 24 }`.
    ///
    /// - Parameter timeout: How long to wait, in real time, before failing. It bounds a test that
    ///   would hang and never decides a passing one, so it is generous.
    /// - Throws: `SettleFailure` naming what was still running after `timeout`, or at once when a
    ///   `transform` hook reshapes a stream.
    public func settled(timeout: Duration = .seconds(30)) async throws {
        let storage = pipeline
        let subject = "\(type(of: self))'s pipeline"
        try await waitUntilSettled(subject, timeout: timeout, signal: storage.settlement) {
            if let hook = storage.reshapingHook {
                throw SettleFailure(
                    subject: subject, timeout: nil,
                    stillRunning: [
                        "\(hook) reshapes its stream and may hold elements back; "
                            + "wait in states() for the state you expect instead"
                    ])
            }
            return storage.unsettledWork
        }
    }

    /// Suspends until `mutate(action:)` has handled every action sent so far; unlike
    /// ``settled(timeout:)``, it does not wait for the mutation streams they started, and it
    /// works with a `transform(action:)` hook that passes actions on as it takes them.
    ///
    /// What a test needs when a gesture must have been decided on before it moves time: an
    /// action sent while a request runs, handled only after the request's result was reduced,
    /// sees another state. With a reshaping hook, it waits until the hook has taken every action
    /// sent and `mutate(action:)` has handled every action the hook passed on. An action the
    /// hook holds back (a debounce's) or drops is not waited for, and one it takes on another
    /// actor than the main actor may be seen between its taking and its passing on.
    ///
    /// - Parameter timeout: How long to wait, in real time, before failing.
    /// - Throws: `SettleFailure` naming what was still unhandled after `timeout`, or at once when
    ///   `transform(action:)` returns a stream that no continuation feeds (an `AsyncSequence`
    ///   wrapped), whose progress cannot be told.
    package func actionsHandled(timeout: Duration = .seconds(30)) async throws {
        let storage = pipeline
        let subject = "\(type(of: self))'s actions"
        try await waitUntilSettled(subject, timeout: timeout, signal: storage.settlement) {
            guard let work = storage.unhandledActions else {
                throw SettleFailure(
                    subject: subject, timeout: nil,
                    stillRunning: ["transform(action:) returns a stream whose progress cannot be told"])
            }
            return work
        }
    }

    /// Whether the pipeline has started and is processing actions.
    public var isPipelineRunning: Bool {
        pipeline.isRunning
    }
}
