#if canImport(SwiftUI)
    import QuartetSupport
    import SwiftUI

    /// Pushes a destination onto the enclosing `NavigationStack` while a child view model is
    /// present, and pops it by setting the child back to `nil`.
    ///
    /// A coordinator view injects it into a child view so that the transition is specified by
    /// the coordinator rather than spread across views. Usually applied with
    /// `.navigation(model:destination:)`.
    ///
    /// Built on `navigationDestination(item:destination:)`, driven by a ``Presentation`` that
    /// gives the child an identity that is stable while it stays presented.
    public struct NavigationModifier<Model, Destination: View>: ViewModifier {
        private let model: Binding<Model?>
        private let destination: (Model) -> Destination
        @State private var presentation: Presentation<Model>

        /// Pushes `destination(child)` while `model` holds a child.
        ///
        /// - Parameters:
        ///   - model: The optional child view model; set it to navigate, clear it to go back.
        ///   - destination: The view for the child.
        public init(model: Binding<Model?>, @ViewBuilder destination: @escaping (Model) -> Destination) {
            self.model = model
            self.destination = destination
            _presentation = State(initialValue: Presentation(.navigation, model: Accessor(model)))
        }

        /// The content, presenting the model's destination as this modifier's presentation says.
        public func body(content: Content) -> some View {
            let presentation = presentation.rebound(to: model, onDismiss: nil)
            return content.navigationDestination(item: presentation.binding) { presented in
                destination(presented.model)
            }
        }
    }
#endif
