#if canImport(SwiftUI)
    import ProtocolStore
    import SwiftUI

    extension View {
        /// Shows `message` in an alert while it is not `nil` and `isShown` holds; dismissing the
        /// alert sets it back to `nil`.
        func readingListAlert(_ message: Binding<String?>, isShown: Bool = true) -> some View {
            alert(
                "Reading List",
                isPresented: message.map(get: { $0 != nil && isShown }, set: { _ in nil }),
                presenting: message.wrappedValue
            ) { _ in
                Button("OK", role: .cancel) {}
            } message: { text in
                Text(text)
            }
        }
    }
#endif
