#if canImport(SwiftUI)
    import QuartetSupport
    import SwiftUI

    /// Presents a sheet while a child view model is present, and dismisses it by setting the
    /// child back to `nil`. Usually applied with `.sheet(model:onDismiss:content:)`.
    ///
    /// Built on `sheet(item:onDismiss:content:)`, driven by a ``Presentation``: the sheet stays
    /// up while the same child stays presented, even when the child is a value that changes.
    public struct SheetModifier<Model, Destination: View>: ViewModifier {
        private let model: Binding<Model?>
        private let onDismiss: (() -> Void)?
        private let content: (Model) -> Destination
        @State private var presentation: Presentation<Model>

        /// Presents `content(child)` in a sheet while `model` holds a child.
        ///
        /// - Parameters:
        ///   - model: The optional child view model; set it to present, clear it to dismiss.
        ///   - onDismiss: Called when the user dismisses the sheet.
        ///   - content: The view for the child.
        public init(
            model: Binding<Model?>, onDismiss: (() -> Void)? = nil,
            @ViewBuilder content: @escaping (Model) -> Destination
        ) {
            self.model = model
            self.onDismiss = onDismiss
            self.content = content
            _presentation = State(initialValue: Presentation(.sheet, model: Accessor(model)))
        }

        /// The content, presenting the model's destination as this modifier's presentation says.
        public func body(content base: Content) -> some View {
            let presentation = presentation.rebound(to: model, onDismiss: onDismiss)
            return base.sheet(item: presentation.binding) { presented in
                content(presented.model)
            }
        }
    }
#endif
