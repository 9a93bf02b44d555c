/// The action queue of a pipeline whose `transform(action:)` returns its stream unchanged, and
/// what the test harness asks about the pipeline's activity.
///
/// Actions are sent on the main actor and handled there, so the queue is a plain array: no
/// lock, no buffer, and no task switch per action. When an action is queued and none is being
/// handled, `send` (or `start()`) starts a task that handles the queue in send order and ends
/// when it is empty; `endPipeline()` cancels it.
///
/// A new task rather than one parked on a continuation: resuming a continuation schedules its
/// task on the global executor, which then hops to the main actor (two thread hand-offs, the
/// better part of a synchronous action's cost), while a task isolated to the main actor is
/// enqueued on it directly, behind whatever the main actor is doing.
extension PipelineStorage {
    func startActionProcessor() {
        actionProcessor = Task { [weak self] in
            await self?.processQueuedActions()
        }
    }

    /// Handles the queued actions in order until the queue is empty, the pipeline has ended or
    /// its model is gone.
    private func processQueuedActions() async {
        defer { actionProcessor = nil }
        // Strong only while actions are queued: an idle pipeline never keeps the model alive.
        // Loaded once per run of actions, not per action: a weak load and the release that
        // follows it cost as much as the rest of a synchronous action's handling.
        guard var model = owner else { return }
        while !pendingActions.isEmpty {
            let isMerged = pendingActions.frontTag
            guard let action = pendingActions.popFirst() else { break }
            if !isMerged, let actionObserver { actionObserver(action) }
            let mutations = await model.mutate(action: action)
            guard !isEnded else { return }
            attach(mutations, of: model)
            actionsInFlight -= 1
            settlement.signal()
            // Nobody else holds the model: it was released, and, as when the weak reference
            // comes back empty, no further action is handled. A reference count load is cheap.
            if isKnownUniquelyReferenced(&model) { return }
        }
    }

    /// Queues the actions of `stream`, which `transform(action:)` merged with the sent ones, as
    /// they arrive.
    func mergeActions(of stream: PipelineStream<Action>) {
        openMergedStreams += 1
        let ended: @MainActor (PipelineStorage) -> Void = { storage in
            storage.openMergedStreams -= 1
            storage.settlement.signal()
        }
        guard case .buffer(let buffer) = stream.source else {
            run(stream, ended: ended) { storage, _, action in storage.queueMerged(action) }
            return
        }
        guard !buffer.drainBuffered({ queueMerged($0) }) else { return ended(self) }
        takeArrivals(of: buffer, ended: ended) { storage, _, action in storage.queueMerged(action) }
    }

    private func queueMerged(_ action: Action) {
        guard !isEnded else { return }
        pendingActions.append(action, tag: true)
        actionsInFlight += 1
        if actionProcessor == nil { startActionProcessor() }
    }

    /// Whether actions are known to be waiting for `mutate(action:)`; for the test harness,
    /// which keeps waiting for states while they are.
    var hasActionsInFlight: Bool { tracksActionsInFlight && actionsInFlight > 0 }

    /// Whether the pipeline provably cannot commit another state until an action is sent: no
    /// action waits for or is inside `mutate(action:)`, every mutation stream has ended, and no
    /// `transform` hook reshapes a stream (a reshaped stream may hold elements back, on a timer
    /// say). For the test harness, which then knows without waiting that nothing else comes.
    var isIdle: Bool {
        if isEnded { return true }
        return usesActionQueue && actionsInFlight == 0 && openMutationStreams == 0
            && openMergedStreams == 0 && mutationInput == nil && stateInput == nil
    }

    /// Why the pipeline cannot tell when it is done, or `nil` when it can: a `transform` hook
    /// that reshapes its stream may hold elements back (a throttle, a debounce) or drop them, and
    /// a stream merged into the actions may yield more at any time.
    var reshapingHook: String? {
        if isStarted && !isEnded && (!usesActionQueue || openMergedStreams > 0) {
            return "transform(action:)"
        }
        if mutationInput != nil { return "transform(mutation:)" }
        if stateInput != nil { return "transform(state:)" }
        return nil
    }

    /// What ``AsyncViewModel/settled(timeout:)`` still waits for, one description each.
    var unsettledWork: [String] {
        if isEnded { return [] }
        var work: [String] = []
        if !isStarted && !pendingActions.isEmpty {
            work.append(
                "\(pendingActions.count) action(s) wait for the pipeline to start "
                    + "(startPipeline(), states() or a host's appear())")
        }
        if actionsInFlight > 0 {
            work.append("\(actionsInFlight) action(s) not yet handled by mutate(action:)")
        }
        if openMutationStreams > 0 { work.append("\(openMutationStreams) mutation stream(s) not finished") }
        return work
    }

    /// What keeps the actions sent so far from having been handled by `mutate(action:)`, one
    /// description each; see ``AsyncViewModel/actionsHandled(timeout:)``. `nil` when it cannot be
    /// told: `transform(action:)` returned a stream that no continuation feeds.
    var unhandledActions: [String]? {
        if isEnded { return [] }
        if !isStarted {
            return pendingActions.isEmpty
                ? [] : ["\(pendingActions.count) action(s) wait for the pipeline to start"]
        }
        if usesActionQueue {
            guard actionsInFlight > 0 else { return [] }
            return ["\(actionsInFlight) action(s) not yet handled by mutate(action:)"]
        }
        guard let passedOnActions else { return nil }
        var work: [String] = []
        if actions?.isCaughtUp == false { work.append("transform(action:) has not taken every action sent") }
        if !passedOnActions.isCaughtUp {
            work.append("actions transform(action:) passed on wait for mutate(action:)")
        }
        if isHandlingAction { work.append("mutate(action:) is handling an action") }
        return work
    }

    /// How many tasks the pipeline is running; for tests.
    var runningTaskCount: Int { tasks.count }
}
