import ReadingList
import ReducerPipeline

extension ReadingListModel {
    // region: search
    /// Passes every action on, and derives ``Action/typingPaused(_:)`` from the search text
    /// with the module's debounce: it fires once the text has not changed for 300 ms.
    public func transform(action: ActionStream) -> ActionStream {
        let (interval, clock) = (searchDebounce, clock)
        let (texts, typed) = PipelineStream<String>.makeStream()
        let (pauses, paused) = ActionStream.makeStream()
        effects.replace(
            .searchPauses,
            with: Task {
                for await text in texts.debounce(for: interval, clock: clock) {
                    paused.yield(.typingPaused(text))
                }
            })
        let observed = action.onElement { if case .searchTextChanged(let text) = $0 { typed.yield(text) } }
        return observed.merge(with: pauses)
    }
    // endregion

    public func mutate(action: Action) async -> MutationStream {
        let state = currentState
        switch action {
        case .screenAppeared:
            guard state.phase == .idle else { return .empty() }
            return load()
        case .retryTapped:
            guard case .failed = state.phase else { return .empty() }
            return load()
        case .refreshPulled:
            guard !state.isRefreshing, state.phase != .idle, state.phase != .loading else { return .empty() }
            return refresh(matching: state.query)
        // region: search
        case .searchTextChanged(let text):
            // Clearing shows the last full list at once: cancel what is searching.
            if text.isEmpty { effects.cancel(.search) }
            return .just(.queryChanged(text))
        case .typingPaused(let text):
            guard !text.isEmpty, text == state.query else { return .empty() }
            return search(for: text)
        // endregion
        case .itemTapped(let id):
            guard let item = state.items.first(where: { $0.id == id }) else { return .empty() }
            return show(item, editing: false)
        case .backTapped:
            effects.cancel(.impression)
            effects.cancel(.save)
            return .just(.detailPopped)
        case .editTapped:
            guard state.detail != nil, !state.isEditing else { return .empty() }
            return .just(.editorPresented)
        case .draftChanged(let text):
            guard state.isEditing else { return .empty() }
            return .just(.draftChanged(text))
        // region: save
        case .saveTapped:
            guard let detail = state.detail, let editor = detail.editor, editor.isSaveEnabled else {
                return .empty()
            }
            return save(detail.item.id, title: editor.trimmedDraft)
        case .cancelTapped:
            effects.cancel(.save)
            return .just(.editorDismissed)
        // endregion
        case .alertDismissed:
            return .just(.alertDismissed)
        // region: deep-link
        case .linkOpened(let text):
            let known = state.allItems + state.items
            guard let link = ReadingListLink(text), let item = known.first(where: { $0.id == link.itemID })
            else { return .just(.alertShown(ReadingListError.notFound(link: text).description)) }
            return show(item, editing: link.opensEditor)
        // endregion
        }
    }

    // MARK: Effects

    /// The first load, or a retry: loading, then the items or the failure.
    private func load() -> MutationStream {
        let service = service
        return effect(.load, first: .loadStarted) { continuation in
            do {
                continuation.yield(.loadFinished(try await service.items(matching: "")))
            } catch is CancellationError {
            } catch {
                continuation.yield(.loadFailed(ReadingListError.message(for: error)))
            }
        }
    }

    private func refresh(matching query: String) -> MutationStream {
        let service = service
        return effect(.refresh, first: .refreshStarted) { continuation in
            do {
                let items = try await service.items(matching: query)
                continuation.yield(.refreshFinished(items, query: query))
            } catch is CancellationError {
            } catch {
                continuation.yield(.refreshFailed(ReadingListError.message(for: error)))
            }
        }
    }

    /// Searches `query`; a later search, or clearing the text, cancels it.
    private func search(for query: String) -> MutationStream {
        let service = service
        return effect(.search) { continuation in
            do {
                let items = try await service.items(matching: query)
                continuation.yield(.searchFinished(items, query: query))
            } catch is CancellationError {
            } catch {
                continuation.yield(.searchFailed(ReadingListError.message(for: error)))
            }
        }
    }

    // region: deep-link
    /// Pushes `item`'s detail (replacing any) and records an impression after it has been on
    /// screen for 2 uninterrupted seconds.
    private func show(_ item: ReadingItem, editing: Bool) -> MutationStream {
        let (service, clock, delay) = (service, clock, impressionDelay)
        effects.cancel(.save)
        return effect(.impression, first: .detailPushed(item, editing: editing)) { _ in
            guard (try? await clock.sleep(for: delay)) != nil else { return }
            service.recordImpression(itemID: item.id)
        }
    }
    // endregion

    // region: save
    private func save(_ id: ReadingItem.ID, title: String) -> MutationStream {
        let service = service
        return effect(.save, first: .saveStarted) { continuation in
            do {
                continuation.yield(.saveFinished(try await service.rename(itemID: id, to: title)))
            } catch is CancellationError {
            } catch {
                continuation.yield(.saveFailed(ReadingListError.message(for: error)))
            }
        }
    }
    // endregion

    /// A mutation stream that yields `first` at once, then runs `work` as the effect `kind`,
    /// replacing the one of its kind still running; the stream ends with the work.
    private func effect(
        _ kind: Effect,
        first: Mutation? = nil,
        _ work: @escaping @Sendable (MutationStream.Continuation) async -> Void
    ) -> MutationStream {
        MutationStream { continuation in
            if let first { continuation.yield(first) }
            let run: @concurrent @Sendable () async -> Void = {
                await work(continuation)
                continuation.finish()
            }
            // Started before `mutate(action:)` returns, so that the service hears of the call
            // before the pipeline commits `first`. Immediately where the platform can: the work
            // runs on this thread up to its first wait (a sleep begun, an answer at hand
            // yielded) instead of waking another thread to begin it.
            let task: Task<Void, Never>
            if #available(iOS 26, macOS 26, *) {
                task = Task.immediate(operation: run)
            } else {
                task = Task(operation: run)
            }
            // Runs when the pipeline stops consuming, e.g. because it ended.
            continuation.onTermination = { task.cancel() }
            effects.replace(kind, with: task)
        }
    }
}
