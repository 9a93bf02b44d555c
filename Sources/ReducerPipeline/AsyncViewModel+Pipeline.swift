extension AsyncViewModel {
    /// The state the pipeline has reached; ``initialState`` until the first mutation.
    ///
    /// It is observable: a SwiftUI view (or `withObservationTracking`) that reads it is
    /// invalidated when it changes.
    public var currentState: State {
        PipelineRegistry.storage(for: self).state
    }

    /// Sends `action` into the pipeline.
    ///
    /// Actions sent before the pipeline starts are buffered and replayed, in order, when it
    /// does: on the first ``states()`` call, ``startPipeline()``, or a host's `appear()`.
    /// Actions sent after the view model's pipeline ended are ignored.
    ///
    /// - Parameter action: What happened.
    public func send(_ action: Action) {
        PipelineRegistry.storage(for: self).send(action)
    }

    /// A stream that begins with the current state and then yields every later state, in
    /// order; it starts the pipeline if it has not started.
    ///
    /// Each call returns a new subscription to the view model's ``CurrentValueRelay``. The
    /// stream finishes when the view model is released. Iterate it without capturing the view
    /// model strongly, or the loop keeps the view model alive:
    ///
    /// ```swift
    /// let states = viewModel.states()
    /// Task {
    ///     for await state in states { print("Count:", state.count) }
    /// }
    /// ```
    public func states() -> AsyncStream<State> {
        let storage = PipelineRegistry.storage(for: self)
        storage.start()
        return storage.states()
    }

    /// Starts the pipeline without subscribing: buffered actions are replayed and later
    /// actions are processed as they are sent. Calling it again does nothing.
    ///
    /// ``states()``, ``AsyncViewModelHost/appear()`` and ``PipelineTester`` call it for you.
    public func startPipeline() {
        PipelineRegistry.storage(for: self).start()
    }

    /// Whether the pipeline has started and is processing actions.
    public var isPipelineRunning: Bool {
        PipelineRegistry.storage(for: self).isRunning
    }
}
