// QuickLook's SwiftUI modifier. Every body traps: this module exists to type-check code.

import Foundation
import SwiftUI

extension View {
    nonisolated public func quickLookPreview(_ item: Binding<URL?>) -> some View {
        checkingOnly(EmptyView.self)
    }
}

/// Traps; typed so that the opaque result is not `Never` (see the SwiftUI module's own).
@inline(never)
private func checkingOnly<T>(_ type: T.Type) -> T {
    fatalError("SwiftUI interface: checking only")
}
