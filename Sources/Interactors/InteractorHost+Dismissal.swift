extension InteractorHost {
    /// Dismisses the topmost destination: the modal if one is up, else the top of the stack.
    ///
    /// The dismissed destination's `.didDisappear` observers run and all its observers are
    /// removed; a destination it uncovers appears again, and a modal waiting its turn is
    /// presented. With nothing presented, it does nothing.
    public func dismiss() {
        guard let topmost else { return }
        dismiss(topmost.token)
    }

    /// Dismisses the destination identified by `token`, wherever it is: a modal, a waiting modal,
    /// or a push (popping the pushes above it too, as going back in a navigation stack does).
    ///
    /// The SwiftUI layer calls it when the user dismisses a destination (swiping a sheet down,
    /// tapping Back, choosing an alert's button). An unknown token does nothing.
    public func dismiss(_ token: NavigationToken) {
        if modal?.token == token {
            modal = nil
            interactor.destinationWasDismissed(token)
            presentNextModal()
        } else if let index = waitingModals.firstIndex(where: { $0.token == token }) {
            waitingModals.remove(at: index)
            interactor.destinationWasDismissed(token)
        } else if let index = stack.firstIndex(where: { $0.token == token }) {
            let popped = stack[index...]
            stack.removeSubrange(index...)
            for destination in popped.reversed() {
                interactor.destinationWasDismissed(destination.token)
            }
            if let uncovered = stack.last { interactor.destinationDidAppear(uncovered.token) }
        }
    }

    /// Pops every pushed destination, as returning to the root of a navigation stack does.
    public func popToRoot() {
        guard let bottom = stack.first else { return }
        dismiss(bottom.token)
    }

    private func presentNextModal() {
        guard !waitingModals.isEmpty else { return }
        let next = waitingModals.removeFirst()
        modal = next
        interactor.destinationDidAppear(next.token)
    }
}

/// A destination on screen, as an ``InteractorHost`` records it.
public struct PresentedDestination: CustomStringConvertible {
    /// Identifies this presentation; what ``Interactor/navigate(to:)`` returned.
    public let token: NavigationToken
    /// The destination the interactor navigated to.
    public let destination: Any
    /// How it is shown.
    public let style: PresentationStyle
    /// What the `onNavigation` closure built: a view with SwiftUI, any value headless. For an
    /// alert or a dialog, its actions.
    public let content: Any
    /// An alert's or dialog's message, if it has one.
    public let message: Any?

    /// The style and the destination, e.g. `push detail(id: 7)`.
    public var description: String { "\(style) \(destination)" }
}
