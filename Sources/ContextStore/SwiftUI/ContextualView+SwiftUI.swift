#if canImport(SwiftUI)
    import SwiftUI

    /// A SwiftUI view driven by a ``ContextViewModel``: it reads ``state``, dispatches with
    /// ``send(_:)``, and binds controls with ``bindTo(_:action:)``.
    ///
    /// The view owns its view model in `@State`, built from the feature's context:
    ///
    /// ```swift
    /// # import SwiftUI
    /// # struct JournalState: ContextualStoreState { var title = "" }
    /// # struct EntryContext: StoreContext { let store = ContextualStore(JournalState()) }
    /// # struct EntryState: ContextualViewState { var title = ""; var isSaving = false; init() {} }
    /// # final class EntryViewModel: ContextViewModel<EntryContext, EntryState, EntryViewModel.Action, Never> {
    /// #     enum Action: ContextualAction { case storeChanged(JournalState), titleChanged(String), saveTapped }
    /// #     override class func respond(to action: Action, state: inout EntryState) -> Never? {
    /// #         switch action {
    /// #         case .storeChanged(let store): state.title = store.title
    /// #         case .titleChanged(let title): state.title = title
    /// #         case .saveTapped: state.isSaving = true
    /// #         }
    /// #         return nil
    /// #     }
    /// # }
    /// struct EntryView: ContextualView {
    ///     @State var viewModel: EntryViewModel
    ///
    ///     init(_ context: EntryContext) {
    ///         _viewModel = .init(initialValue: .init(context))
    ///     }
    ///
    ///     var body: some View {
    ///         Form {
    ///             TextField("Title", text: bindTo(\.title) { .titleChanged($0) })
    ///             Button("Save") { send(.saveTapped) }
    ///                 .disabled(state.isSaving)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Views dispatch and never mutate (rule 5): a binding's write becomes an action, and the
    /// reducer decides what the state becomes. The bindings are built from a ``ContextualHost``'s
    /// accessors, so what tests check through a host is what the view does.
    @MainActor
    public protocol ContextualView: View {
        /// The view model type driving the view.
        associatedtype ViewModel: ContextualViewModel

        /// The view model, usually held in `@State`.
        var viewModel: ViewModel { get }
    }

    extension ContextualView {
        /// The view model's state: reading it in `body` subscribes the view to its changes.
        public var state: ViewModel.State { viewModel.state }

        /// Sends `action` to the view model.
        ///
        /// Await the returned task only when the next step must wait for the effect to finish;
        /// see ``ContextViewModel/send(_:)`` for exactly what it waits for.
        ///
        /// - Returns: The task handling the effect, or `nil` when the reducer produced none.
        @discardableResult
        public func send(_ action: ViewModel.Action) -> Task<Void, Never>? {
            viewModel.send(action)
        }

        /// A binding that reads a property of ``state`` and, when a control writes it, sends
        /// `action(newValue)`.
        ///
        /// ```swift
        /// # import SwiftUI
        /// # struct JournalState: ContextualStoreState { var title = "" }
        /// # struct EntryContext: StoreContext { let store = ContextualStore(JournalState()) }
        /// # struct EntryState: ContextualViewState { var title = ""; var isSaving = false; init() {} }
        /// # final class EntryViewModel: ContextViewModel<EntryContext, EntryState, EntryViewModel.Action, Never> {
        /// #     enum Action: ContextualAction { case storeChanged(JournalState), titleChanged(String), saveTapped }
        /// #     override class func respond(to action: Action, state: inout EntryState) -> Never? {
        /// #         switch action {
        /// #         case .storeChanged(let store): state.title = store.title
        /// #         case .titleChanged(let title): state.title = title
        /// #         case .saveTapped: state.isSaving = true
        /// #         }
        /// #         return nil
        /// #     }
        /// # }
        /// struct TitleField: ContextualView {
        ///     let viewModel: EntryViewModel
        ///
        ///     var body: some View {
        ///         TextField("Title", text: bindTo(\.title) { .titleChanged($0) })
        ///     }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - keyPath: The property of the state the control shows.
        ///   - action: Builds the action to send from the value the control wrote.
        /// - Returns: A `Binding` for the control.
        public func bindTo<Value>(
            _ keyPath: KeyPath<ViewModel.State, Value>,
            action: @escaping (Value) -> ViewModel.Action
        ) -> Binding<Value> {
            let accessor = ContextualHost<ViewModel>.accessor(for: viewModel, keyPath, action: action)
            // SwiftUI calls a binding's closures on the main actor, where the accessor lives.
            return Binding(
                get: { @MainActor in accessor.wrappedValue },
                set: { @MainActor newValue in accessor.wrappedValue = newValue }
            )
        }
    }

    extension View {
        /// Cancels `viewModel`'s effects when the view disappears.
        ///
        /// A running `handle` keeps its view model alive until it returns; apply this to end
        /// long effects (a slow request, a timer) as soon as the screen goes away.
        public func cancelsEffectsOnDisappear<Context, State, Action, Effect>(
            of viewModel: ContextViewModel<Context, State, Action, Effect>
        ) -> some View {
            onDisappear { viewModel.cancelEffects() }
        }
    }
#endif
