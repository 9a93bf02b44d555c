#if canImport(SwiftUI)
    import QuartetSupport
    import SwiftUI

    extension Presentation {
        /// The presented child as SwiftUI's `item:` modifiers want it: identity-stable, and
        /// dismissing (with ``Presentation/onDismiss``) when SwiftUI writes `nil`.
        var binding: Binding<Presented<Model>?> {
            Binding(
                get: { @MainActor in self.presented },
                set: { @MainActor in self.presented = $0 }
            )
        }

        /// Points the presentation at the binding of the latest view update, and returns it.
        func rebound(to model: Binding<Model?>, onDismiss: (() -> Void)?) -> Presentation {
            self.model = Accessor(model)
            self.onDismiss = onDismiss
            return self
        }
    }
#endif
