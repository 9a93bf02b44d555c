#if canImport(SwiftUI)
    import QuartetSupport
    import SwiftUI

    /// Presents a popover while a child view model is present, and dismisses it by setting the
    /// child back to `nil`. Usually applied with `.popover(model:content:)`.
    ///
    /// Built on `popover(item:attachmentAnchor:arrowEdge:content:)`, driven by a
    /// ``Presentation``. Like SwiftUI's popovers, unavailable on tvOS and watchOS.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public struct PopoverModifier<Model, Destination: View>: ViewModifier {
        private let model: Binding<Model?>
        private let attachmentAnchor: PopoverAttachmentAnchor
        private let content: (Model) -> Destination
        @State private var presentation: Presentation<Model>

        /// Presents `content(child)` in a popover while `model` holds a child.
        ///
        /// - Parameters:
        ///   - model: The optional child view model; set it to present, clear it to dismiss.
        ///   - attachmentAnchor: Where the popover attaches to the view.
        ///   - content: The view for the child.
        public init(
            model: Binding<Model?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
            @ViewBuilder content: @escaping (Model) -> Destination
        ) {
            self.model = model
            self.attachmentAnchor = attachmentAnchor
            self.content = content
            _presentation = State(initialValue: Presentation(.popover, model: Accessor(model)))
        }

        /// The content, presenting the model's destination as this modifier's presentation says.
        public func body(content base: Content) -> some View {
            let presentation = presentation.rebound(to: model, onDismiss: nil)
            return base.popover(item: presentation.binding, attachmentAnchor: attachmentAnchor) {
                presented in
                content(presented.model)
            }
        }
    }
#endif
