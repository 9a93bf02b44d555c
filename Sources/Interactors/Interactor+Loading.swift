import Foundation

extension Interactor {
    /// Loads one piece of content into the view model: `.loading`, then `.loaded` or `.failed`.
    ///
    /// The error of a failed load is captured in the ``Loadable`` for the view to render; it is
    /// not routed to the error handlers and does not make the interactor busy. Loads are gated
    /// per key path: a second load of the same content while one is in flight is ignored. A
    /// cancelled load (``cancelTasks()``, or the interactor's release) returns the content to
    /// `.idle`.
    ///
    /// ```swift
    /// # import Observation
    /// # struct Post: Sendable { var title: String }
    /// # struct PostRepository: Sendable {
    /// #     func fetchPosts() async throws -> [Post] { [Post(title: "Hello")] }
    /// # }
    /// # @Observable final class HomeViewModel: ViewModel { var feed: Loadable<[Post]> = .idle }
    /// # final class HomeInteractor: Interactor<HomeViewModel> { let repository = PostRepository() }
    /// extension HomeInteractor {
    ///     func loadFeed() {
    ///         load(\.feed) { [repository] in try await repository.fetchPosts() }
    ///     }
    /// }
    ///
    /// let interactor = HomeInteractor(viewModel: HomeViewModel())
    /// interactor.loadFeed()
    /// try await interactor.settled()
    /// print(interactor.viewModel.feed.value?.count ?? 0)  // Prints "1"
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The view model's ``Loadable`` to drive.
    ///   - work: Produces the content, on the main actor.
    /// - Returns: The task, whose value is the outcome (``TaskOutcome/ignored`` when a load of
    ///   the same content was in flight).
    @discardableResult
    public func load<Value>(
        _ keyPath: ReferenceWritableKeyPath<V, Loadable<Value>>,
        @_implicitSelfCapture _ work: @escaping @MainActor () async throws -> Value,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Task<TaskOutcome, Never> {
        let id = WorkID()
        let gate = loadGates[keyPath] ?? TaskGate()
        loadGates[keyPath] = gate
        guard gate.close(for: id) else { return Task { .ignored } }
        let viewModel = self.viewModel
        viewModel[keyPath: keyPath] = .loading
        running[id] = RunningTask(gate: gate, didCancel: { viewModel[keyPath: keyPath] = .idle })
        workLabels[id] = WorkLabel(.load(Loadable<Value>.self), fileID: fileID, line: line)
        // The view model, not the interactor, is captured: a load released with its interactor
        // still leaves the content it was loading in a truthful state.
        let task = Task { [weak self] () -> TaskOutcome in
            defer { self?.workDidReturn(id) }
            let result: Result<Value, any Error>
            do { result = .success(try await work()) } catch { result = .failure(error) }
            let isCurrent = self?.running.removeValue(forKey: id) != nil
            self?.cancellers[id] = nil
            self?.finishing[id] = nil
            gate.open(releasing: id)
            if Task.isCancelled || result.isCancellation {
                if isCurrent || self == nil { viewModel[keyPath: keyPath] = .idle }
                return .cancelled
            }
            guard isCurrent else { return .cancelled }
            switch result {
            case .success(let value):
                viewModel[keyPath: keyPath] = .loaded(value)
                return .succeeded
            case .failure(let error):
                viewModel[keyPath: keyPath] = .failed(error)
                return .failed
            }
        }
        running[id]?.task = task
        cancellers[id] = { task.cancel() }
        return task
    }
}

extension Result {
    /// Whether this is a failure by cancellation.
    fileprivate var isCancellation: Bool {
        if case .failure(let error) = self { return error is CancellationError }
        return false
    }
}
