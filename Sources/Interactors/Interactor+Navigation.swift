import Foundation

extension Interactor where V: NavigableViewModel {
    /// Emits an intent to navigate to `destination` and returns the token that identifies it.
    ///
    /// The bound view presents the destination as its `onNavigation` closure says. Intents are
    /// queued, not overwritten: two intents emitted in the same turn are both presented, in
    /// order. An intent emitted before any view is bound (in an initializer, say) is kept until
    /// one is, then presented. The view model's ``NavigableViewModel/navigation`` is set to the
    /// intent.
    ///
    /// ```swift
    /// # import Observation
    /// # enum Destination: Sendable { case detail(id: Int) }
    /// # @Observable final class HomeViewModel: NavigableViewModel {
    /// #     var navigation: NavigationIntent<Destination>?
    /// # }
    /// # import QuartetSupport
    /// # struct Analytics { func log(_ event: String) { print(event) } }
    /// # final class HomeInteractor: Interactor<HomeViewModel> { let analytics = Analytics() }
    /// # let clock = TestClock()
    /// extension HomeInteractor {
    ///     func openDetail(_ id: Int) {
    ///         let token = navigate(to: .detail(id: id))
    ///         observe(token, .minimumExposure(2)) { [analytics] in analytics.log("impression") }
    ///     }
    /// }
    ///
    /// let interactor = HomeInteractor(viewModel: HomeViewModel(), clock: clock)
    /// let host = InteractorHost(interactor) { destination in .push { "\(destination)" } }
    /// host.appear()
    /// interactor.openDetail(7)
    /// print(host.stack)                                  // Prints "[push detail(id: 7)]"
    /// try await clock.advanceToSleeper(in: .seconds(2))  // on screen for two seconds
    /// try await interactor.settled()                     // Prints "impression"
    /// ```
    ///
    /// - Parameter destination: Where to go.
    /// - Returns: The token to pass to ``observe(_:_:perform:)``.
    @discardableResult
    public func navigate(to destination: V.Destination) -> NavigationToken {
        let intent = NavigationIntent(destination)
        viewModel.navigation = intent
        emit(AnyNavigationIntent(token: intent.token, destination: destination))
        return intent.token
    }
}

extension Interactor {
    /// Runs `action` when the destination identified by `token` reaches `event`.
    ///
    /// - `.didAppear` runs each time the destination comes on screen; observed while the
    ///   destination is already on screen, it runs at once.
    /// - `.didDisappear` runs each time it leaves the screen (dismissed, or covered by a push).
    /// - `.minimumExposure(x)` runs once, as soon as it has been on screen for `x` seconds without
    ///   interruption, and never if it leaves earlier.
    ///
    /// Observers are removed when the destination is dismissed, right after a `.perform`
    /// presentation, by ``cancelTasks()``, and when the bound view goes away (its host is
    /// released); observing a token that is gone does nothing. So an observer may use the
    /// interactor's members directly, as below, without keeping it alive past its view.
    ///
    /// ```swift
    /// # import Observation
    /// # enum Destination: Sendable { case detail(id: Int) }
    /// # @Observable final class HomeViewModel: NavigableViewModel {
    /// #     var navigation: NavigationIntent<Destination>?
    /// # }
    /// # import QuartetSupport
    /// # struct Analytics { func log(_ event: String) { print(event) } }
    /// # final class HomeInteractor: Interactor<HomeViewModel> { let analytics = Analytics() }
    /// # let clock = TestClock()
    /// extension HomeInteractor {
    ///     func openDetail(_ id: Int) {
    ///         let token = navigate(to: .detail(id: id))
    ///         observe(token, .didAppear) { analytics.log("detail_shown") }
    ///         observe(token, .minimumExposure(2)) { analytics.log("detail_impression") }
    ///         observe(token, .didDisappear) { analytics.log("detail_closed") }
    ///     }
    /// }
    ///
    /// let interactor = HomeInteractor(viewModel: HomeViewModel(), clock: clock)
    /// let host = InteractorHost(interactor) { destination in .push { "\(destination)" } }
    /// host.appear()
    /// interactor.openDetail(7)                           // Prints "detail_shown"
    /// try await clock.advanceToSleeper(in: .seconds(2))
    /// try await interactor.settled()                     // Prints "detail_impression"
    /// host.dismiss()                                     // Prints "detail_closed"
    /// ```
    ///
    /// - Parameters:
    ///   - token: What ``navigate(to:)`` returned.
    ///   - event: The moment to act on.
    ///   - action: What to do, on the main actor.
    public func observe(
        _ token: NavigationToken,
        _ event: NavigationToken.Event,
        @_implicitSelfCapture perform action: @escaping @MainActor () -> Void
    ) {
        guard destinations[token] != nil else { return }
        let observer = DestinationState.Observer(event: event, action: action)
        destinations[token]?.observers.append(observer)
        guard destinations[token]?.isVisible == true else { return }
        switch event {
        case .didAppear: action()
        case .didDisappear: break
        case .minimumExposure(let seconds): startExposureTimer(observer.id, seconds: seconds, token: token)
        }
    }

    /// Starts tracking `intent`'s destination, then presents or queues it.
    func emit(_ intent: AnyNavigationIntent) {
        lastEmittedToken = intent.token
        destinations[intent.token] = DestinationState()
        deliver(intent)
    }

    /// Presents or queues `intent`.
    func deliver(_ intent: AnyNavigationIntent) {
        if let connection {
            connection.present(intent)
        } else {
            pendingIntents.append(intent)
        }
    }

    /// The destination came on screen: runs `.didAppear` observers and starts exposure timers.
    func destinationDidAppear(_ token: NavigationToken) {
        guard let state = destinations[token], !state.isVisible else { return }
        destinations[token]?.isVisible = true
        for observer in state.observers {
            switch observer.event {
            case .didAppear: observer.action()
            case .didDisappear: break
            case .minimumExposure(let seconds):
                if !observer.hasFired { startExposureTimer(observer.id, seconds: seconds, token: token) }
            }
        }
    }

    /// The destination left the screen: stops its exposure timers and runs `.didDisappear`
    /// observers.
    func destinationDidDisappear(_ token: NavigationToken) {
        guard let state = destinations[token], state.isVisible else { return }
        destinations[token]?.isVisible = false
        for id in state.timers.values {
            cancellers.removeValue(forKey: id)?()
        }
        destinations[token]?.timers.removeAll()
        for observer in state.observers where observer.event == .didDisappear {
            observer.action()
        }
    }

    /// The destination is gone for good (dismissed, or performed): forgets it and its observers.
    func destinationWasDismissed(_ token: NavigationToken) {
        destinationDidDisappear(token)
        destinations[token] = nil
    }

    /// The bound host went away with everything it presented: dismisses every destination, the
    /// visible ones first noticing that they left the screen.
    func connectionDidEnd() {
        for token in Array(destinations.keys) { destinationWasDismissed(token) }
    }

    private func startExposureTimer(_ observerID: WorkID, seconds: Double, token: NavigationToken) {
        let timerID = WorkID()
        let elapsed: @MainActor () -> Void = { [weak self] in
            self?.exposureDidElapse(observerID, timer: timerID, token: token)
        }
        let ended: @MainActor () -> Void = { [weak self] in
            self?.exposureTimers[timerID] = nil
            self?.settlement.signal()
        }
        let (timer, isDue) = clock.timer(after: .seconds(seconds), action: elapsed, ended: ended)
        exposureTimers[timerID] = ExposureTimer(seconds: seconds, token: token, isDue: isDue)
        cancellers[timerID] = { timer.cancel() }
        destinations[token]?.timers[observerID] = timerID
    }

    private func exposureDidElapse(_ observerID: WorkID, timer timerID: WorkID, token: NavigationToken) {
        cancellers[timerID] = nil
        guard let state = destinations[token], state.isVisible, state.timers[observerID] == timerID,
            let index = state.observers.firstIndex(where: { $0.id == observerID })
        else { return }
        destinations[token]?.timers[observerID] = nil
        destinations[token]?.observers[index].hasFired = true
        state.observers[index].action()
    }
}

extension Clock where Duration == Swift.Duration {
    /// Runs `action` once `delay` has passed on this clock, unless cancelled first, then `ended`
    /// either way; also returns whether the clock has reached the deadline.
    ///
    /// The deadline is fixed now, when the destination is on screen, rather than when the timer's
    /// task first runs: exposure is measured from the appearance. (A member of `Clock` so that
    /// calling it on `any Clock<Duration>` opens the existential.)
    @MainActor
    fileprivate func timer(
        after delay: Duration,
        action: @escaping @MainActor () -> Void,
        ended: @escaping @MainActor () -> Void
    ) -> (Task<Void, Never>, isDue: @MainActor () -> Bool) {
        let deadline = now.advanced(by: delay)
        let task = Task {
            defer { ended() }
            do { try await sleep(until: deadline, tolerance: nil) } catch { return }
            action()
        }
        return (task, { now >= deadline })
    }
}

/// A navigation intent whose destination type has been erased, as the interactor queues it.
struct AnyNavigationIntent {
    var token: NavigationToken
    var destination: Any
}

/// What an interactor knows about one emitted destination.
struct DestinationState {
    @MainActor
    struct Observer {
        let id = WorkID()
        let event: NavigationToken.Event
        let action: @MainActor () -> Void
        var hasFired = false
    }

    var isVisible = false
    var observers: [Observer] = []
    /// Running exposure timers, by observer.
    var timers: [WorkID: WorkID] = [:]

    /// Drops every observer; timers are cancelled by the caller.
    mutating func removeObservers() {
        observers.removeAll()
        timers.removeAll()
    }
}
