import SwiftUI

// A view builder's children must be views: `count` is an `Int`.
struct CounterView: View {
    let count: Int

    var body: some View {
        VStack {
            Text("Count")
            count  // expected-error
        }
    }
}
