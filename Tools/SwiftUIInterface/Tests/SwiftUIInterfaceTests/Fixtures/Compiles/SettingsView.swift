import SwiftUI

// The corrected forms of the failing fixtures: this one must compile.
struct SettingsView: View {
    @State private var isShowingHelp = false
    @State private var name = ""
    let count: Int

    var body: some View {
        VStack {
            Text("Count")
            Text("\(count)")
            TextField("Name", text: $name)
            Button("Help") { isShowingHelp = true }
                .sheet(isPresented: $isShowingHelp) {
                    Text("Help")
                }
        }
    }
}
