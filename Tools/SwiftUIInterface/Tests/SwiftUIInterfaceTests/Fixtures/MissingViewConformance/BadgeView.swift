import SwiftUI

// `Badge` has a `body` but does not conform to `View`, so it cannot be shown.
struct Badge {
    var body: some View { Text("New") }
}

struct InboxRow: View {
    var body: some View {
        HStack {
            Text("Inbox")
            Badge()  // expected-error
        }
    }
}
