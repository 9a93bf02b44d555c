#if canImport(SwiftUI)
    import SwiftUI

    struct LaterView: View {
        var body: some View { Text("Later") }
    }
#endif
