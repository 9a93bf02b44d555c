/// How a bound view presents a navigation destination.
///
/// The view's `onNavigation` closure maps each destination to a presentation:
///
/// ```swift apple="parse"
/// .bind(interactor) { destination in
///     switch destination {
///     case .detail(let id): .push { DetailView(id: id) }
///     case .settings: .sheet { SettingsView() }
///     case .confirmDelete: .alert("Delete?") { Button("Delete", role: .destructive) { interactor.delete() } }
///     }
/// }
/// ```
///
/// With SwiftUI the content is a view; off Apple platforms (and in ``InteractorHost``) it can be
/// any value, which the host records so that tests can see what is on screen. `.fullScreenCover`
/// exists everywhere but macOS, `.quickLook` where QuickLook does, and `.fileImporter` on iOS,
/// macOS and visionOS: using one where it does not exist does not compile.
public struct IntentPresentation {
    /// How the destination is shown.
    public let style: PresentationStyle
    /// Makes the content (for an alert or dialog: its actions), once, when presented.
    let makeContent: @MainActor () -> Any
    /// Makes an alert's or dialog's message, if it has one.
    let makeMessage: (@MainActor () -> Any)?
    /// What `.perform` runs instead of presenting anything.
    let action: (@MainActor () -> Void)?

    init(
        style: PresentationStyle,
        content: @escaping @MainActor () -> Any,
        message: (@MainActor () -> Any)? = nil,
        action: (@MainActor () -> Void)? = nil
    ) {
        self.style = style
        self.makeContent = content
        self.makeMessage = message
        self.action = action
    }

    /// Pushes `content` onto the navigation stack.
    public static func push<Content>(_ content: @escaping @MainActor () -> Content) -> IntentPresentation {
        IntentPresentation(style: .push, content: content)
    }

    /// Presents `content` as a sheet.
    public static func sheet<Content>(_ content: @escaping @MainActor () -> Content) -> IntentPresentation {
        IntentPresentation(style: .sheet, content: content)
    }

    #if !os(macOS)
        /// Presents `content` covering the whole screen (not available on macOS).
        public static func fullScreenCover<Content>(
            _ content: @escaping @MainActor () -> Content
        ) -> IntentPresentation {
            IntentPresentation(style: .fullScreenCover, content: content)
        }
    #endif

    /// Presents an alert titled `title` with `actions` (its buttons).
    public static func alert<Actions>(
        _ title: String,
        actions: @escaping @MainActor () -> Actions
    ) -> IntentPresentation {
        IntentPresentation(style: .alert(title), content: actions)
    }

    /// Presents an alert titled `title` with `actions` and a `message`.
    public static func alert<Actions, Message>(
        _ title: String,
        actions: @escaping @MainActor () -> Actions,
        message: @escaping @MainActor () -> Message
    ) -> IntentPresentation {
        IntentPresentation(style: .alert(title), content: actions, message: message)
    }

    /// Presents a confirmation dialog titled `title` with `actions`.
    public static func confirmationDialog<Actions>(
        _ title: String,
        actions: @escaping @MainActor () -> Actions
    ) -> IntentPresentation {
        IntentPresentation(style: .confirmationDialog(title), content: actions)
    }

    /// Presents a confirmation dialog titled `title` with `actions` and a `message`.
    public static func confirmationDialog<Actions, Message>(
        _ title: String,
        actions: @escaping @MainActor () -> Actions,
        message: @escaping @MainActor () -> Message
    ) -> IntentPresentation {
        IntentPresentation(style: .confirmationDialog(title), content: actions, message: message)
    }

    /// Presents nothing: runs `action` instead (open a URL, call back a parent, log).
    ///
    /// The destination never appears; its observers are removed right after `action` runs.
    public static func perform(_ action: @escaping @MainActor () -> Void) -> IntentPresentation {
        IntentPresentation(style: .perform, content: { () }, action: action)
    }
}

/// The ways a destination can be shown.
public enum PresentationStyle: Hashable, Sendable, CustomStringConvertible {
    /// Pushed on the navigation stack.
    case push
    /// A sheet.
    case sheet
    /// A full-screen cover (not on macOS).
    case fullScreenCover
    /// An alert with this title.
    case alert(String)
    /// A confirmation dialog with this title.
    case confirmationDialog(String)
    /// A Quick Look preview.
    case quickLook
    /// A file importer.
    case fileImporter
    /// Nothing shown; an action runs instead.
    case perform

    /// Whether this style presents modally (everything but a push and a perform).
    public var isModal: Bool {
        switch self {
        case .push, .perform: false
        default: true
        }
    }

    public var description: String {
        switch self {
        case .push: "push"
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        case .alert(let title): "alert(\(String(reflecting: title)))"
        case .confirmationDialog(let title): "confirmationDialog(\(String(reflecting: title)))"
        case .quickLook: "quickLook"
        case .fileImporter: "fileImporter"
        case .perform: "perform"
        }
    }
}
