import SwiftUI

// `sheet` takes `isPresented:`, not `presented:`.
struct SettingsView: View {
    @State private var isShowingHelp = false

    var body: some View {
        Button("Help") { isShowingHelp = true }
            .sheet(presented: $isShowingHelp) {  // expected-error
                Text("Help")
            }
    }
}
