#if canImport(SwiftUI)
    import SwiftUI

    // View-builder forms of the presentations. They are preferred over the core's generic forms
    // whenever the content is a view, and erase it to `AnyView` so that one `onNavigation` closure
    // can present different views.

    extension IntentPresentation {
        /// Pushes `content` onto the enclosing navigation stack.
        public static func push<Content: View>(
            @ViewBuilder _ content: @escaping @MainActor () -> Content
        ) -> IntentPresentation {
            IntentPresentation(style: .push, content: { AnyView(content()) })
        }

        /// Presents `content` as a sheet.
        public static func sheet<Content: View>(
            @ViewBuilder _ content: @escaping @MainActor () -> Content
        ) -> IntentPresentation {
            IntentPresentation(style: .sheet, content: { AnyView(content()) })
        }

        #if !os(macOS)
            /// Presents `content` covering the whole screen.
            public static func fullScreenCover<Content: View>(
                @ViewBuilder _ content: @escaping @MainActor () -> Content
            ) -> IntentPresentation {
                IntentPresentation(style: .fullScreenCover, content: { AnyView(content()) })
            }
        #endif

        /// Presents an alert titled `title` whose buttons are `actions`.
        public static func alert<Actions: View>(
            _ title: String,
            @ViewBuilder actions: @escaping @MainActor () -> Actions
        ) -> IntentPresentation {
            IntentPresentation(style: .alert(title), content: { AnyView(actions()) })
        }

        /// Presents an alert titled `title` with `actions` and a `message`.
        public static func alert<Actions: View, Message: View>(
            _ title: String,
            @ViewBuilder actions: @escaping @MainActor () -> Actions,
            @ViewBuilder message: @escaping @MainActor () -> Message
        ) -> IntentPresentation {
            IntentPresentation(
                style: .alert(title), content: { AnyView(actions()) }, message: { AnyView(message()) })
        }

        /// Presents a confirmation dialog titled `title` whose buttons are `actions`.
        public static func confirmationDialog<Actions: View>(
            _ title: String,
            @ViewBuilder actions: @escaping @MainActor () -> Actions
        ) -> IntentPresentation {
            IntentPresentation(style: .confirmationDialog(title), content: { AnyView(actions()) })
        }

        /// Presents a confirmation dialog titled `title` with `actions` and a `message`.
        public static func confirmationDialog<Actions: View, Message: View>(
            _ title: String,
            @ViewBuilder actions: @escaping @MainActor () -> Actions,
            @ViewBuilder message: @escaping @MainActor () -> Message
        ) -> IntentPresentation {
            IntentPresentation(
                style: .confirmationDialog(title), content: { AnyView(actions()) },
                message: { AnyView(message()) })
        }
    }

    extension PresentedDestination {
        /// The content as a view: what the `onNavigation` closure built, or nothing when it built
        /// something other than a view.
        var view: AnyView { content as? AnyView ?? AnyView(EmptyView()) }

        /// The alert's or dialog's message as a view, or nothing.
        var messageView: AnyView { message as? AnyView ?? AnyView(EmptyView()) }
    }
#endif
