extension ContextViewModel {
    /// Changes the view state directly, outside the reducer, and reports what changed.
    ///
    /// `block` mutates a copy; the copy is published only if it differs from the current state,
    /// so a no-op update does not invalidate any view. Prefer sending an action (the reducer is
    /// the one place the screen's logic lives); use this from ``handle(_:)`` for view-only
    /// bookkeeping that no action describes.
    ///
    /// ```swift
    /// let change = updateState { $0.isSaving = false }
    /// print(change.hasChanged)
    /// ```
    ///
    /// - Parameter block: Mutates the view state in place.
    /// - Returns: The change; ``ContextualStateChange/isInitial`` is `true` until the first
    ///   change is committed.
    @discardableResult
    public func updateState(_ block: (inout State) -> Void) -> ContextualStateChange<State> {
        var newState = state
        block(&newState)
        return commit(newState)
    }

    /// Reads a part of the current view state, then does async work with that snapshot.
    ///
    /// The value is taken when the call starts: later state changes do not affect it, so the
    /// work sees one consistent picture of the screen.
    ///
    /// ```swift
    /// await scopeState(\.title) { title in
    ///     try? await api.save(title)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - scope: Picks what the work needs from the view state.
    ///   - body: The async work, given the snapshot.
    public func scopeState<Value>(
        _ scope: (State) -> Value,
        _ body: (Value) async -> Void
    ) async {
        await body(scope(state))
    }
}
