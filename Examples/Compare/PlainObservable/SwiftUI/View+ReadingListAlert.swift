#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// Shows the model's alert while `isActive`, and clears it when the alert is dismissed.
        ///
        /// SwiftUI presents an alert from the view that is frontmost, so the list shows it while
        /// no sheet is up (`isActive: model.editor == nil`) and the edit sheet shows it over itself.
        func readingListAlert(_ model: ReadingListModel, isActive: Bool) -> some View {
            alert(
                "Reading list",
                isPresented: mainActorBinding(
                    get: { isActive && model.alertMessage != nil },
                    set: { if !$0 { model.dismissAlert() } })
            ) {
                Button("OK", role: .cancel) {}
            } message: {
                Text(model.alertMessage ?? "")
            }
        }
    }

    /// A binding whose closures run on the main actor, where the model lives: SwiftUI calls them
    /// there, and the `@isolated(any) @Sendable` parameters of `Binding(get:set:)` need them
    /// isolated to say so.
    ///
    /// One generic door, so no closure of a concrete type is passed to those parameters: on
    /// Linux, Swift 6.3.1 crashes in IRGen on the reabstraction thunk of a `Binding<Bool>` or
    /// `Binding<String>` made directly (scripts/typecheck-swiftui compiles this file there).
    private func mainActorBinding<Value>(
        get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
    ) -> Binding<Value> {
        Binding(get: { @MainActor in get() }, set: { @MainActor in set($0) })
    }
#endif
