import ReadingList

extension ReadingListModel {
    /// Applies `mutation` to `state`; pure, as the pipeline requires.
    public func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .loadStarted:
            state.phase = .loading
        case .loadFinished(let items):
            state.allItems = items
            state.show(state.query.isEmpty ? items : state.items)
        case .loadFailed(let message):
            state.phase = .failed(message)
        case .refreshStarted:
            state.isRefreshing = true
        case .refreshFinished(let items, let query):
            state.isRefreshing = false
            if query.isEmpty { state.allItems = items }
            if query == state.query { state.show(items) }
        case .refreshFailed(let message):
            state.isRefreshing = false
            state.alert = message
        case .queryChanged(let query):
            state.query = query
            if query.isEmpty { state.show(state.allItems) }
        case .searchFinished(let items, let query):
            // A search overtaken by newer typing must not replace what the field asks for.
            guard query == state.query else { break }
            state.show(items)
        case .searchFailed(let message):
            state.alert = message
        case .detailPushed(let item, let editing):
            state.detail = State.Detail(item: item, editor: editing ? State.Editor(draft: item.title) : nil)
        case .detailPopped:
            state.detail = nil
        case .editorPresented:
            if let title = state.detail?.item.title { state.detail?.editor = State.Editor(draft: title) }
        case .draftChanged(let draft):
            state.detail?.editor?.draft = draft
        case .saveStarted:
            state.detail?.editor?.isSaving = true
        case .saveFinished(let item):
            if state.detail?.item.id == item.id { state.detail = State.Detail(item: item) }
            state.items = state.items.map { $0.id == item.id ? item : $0 }
            state.allItems = state.allItems.map { $0.id == item.id ? item : $0 }
        case .saveFailed(let message):
            state.detail?.editor?.isSaving = false
            state.alert = message
        case .editorDismissed:
            state.detail?.editor = nil
        case .alertShown(let message):
            state.alert = message
        case .alertDismissed:
            state.alert = nil
        }
        return state
    }
}

extension ReadingListModel.State {
    /// Shows `items`: loaded, or empty when there are none.
    fileprivate mutating func show(_ items: [ReadingItem]) {
        self.items = items
        phase = items.isEmpty ? .empty : .loaded
    }
}
