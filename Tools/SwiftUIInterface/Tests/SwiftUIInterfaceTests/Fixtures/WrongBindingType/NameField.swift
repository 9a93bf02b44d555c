import SwiftUI

// `TextField(_:text:)` wants a `Binding<String>`; this is a `Binding<Int>`.
struct NameField: View {
    @State private var age = 0

    var body: some View {
        TextField("Age", text: $age)  // expected-error
    }
}
