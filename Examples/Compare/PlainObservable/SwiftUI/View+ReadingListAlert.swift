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
                isPresented: Binding(
                    get: { isActive && model.alertMessage != nil },
                    set: { if !$0 { model.dismissAlert() } })
            ) {
                Button("OK", role: .cancel) {}
            } message: {
                Text(model.alertMessage ?? "")
            }
        }
    }
#endif
