import ReadingList

extension ReadingListModel {
    /// How long the search waits after the last keystroke before it asks the service.
    public static let searchDebounce = Duration.milliseconds(300)

    // region: search
    /// Starts a search for ``query`` once it has not changed for ``searchDebounce``, cancelling
    /// the search already pending or running. An empty query shows the whole list at once.
    ///
    /// Call it from `.onChange(of: model.query)`.
    public func queryChanged() {
        searchTask?.cancel()
        searchTask = nil
        let query = query
        guard !query.isEmpty else {
            if loadState == .loaded || loadState == .empty { show(allItems) }
            return
        }
        searchTask = Task { [weak self, service, clock] in
            do {
                try await clock.sleep(for: Self.searchDebounce)
                let found = try await service.items(matching: query)
                guard !Task.isCancelled else { return }
                self?.show(found)
            } catch is CancellationError {
            } catch {
                self?.alertMessage = ReadingListError.message(for: error)
            }
        }
    }
    // endregion
}
