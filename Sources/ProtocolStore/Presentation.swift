import QuartetSupport

/// How a coordinator shows a child view model.
public enum PresentationStyle: Sendable, Hashable {
    /// Pushed onto the enclosing `NavigationStack` (`.navigation(model:)`).
    case navigation
    /// Shown as a sheet (`.sheet(model:)`).
    case sheet
    /// Shown as a popover (`.popover(model:)`).
    case popover
}

/// The headless host behind `.navigation(model:)`, `.sheet(model:)` and `.popover(model:)`.
///
/// A coordinator presents a child by setting an optional child view model, and dismisses it by
/// setting `nil`. A `Presentation` watches that optional through a binding and does what the
/// SwiftUI modifier does with it: it reports what is presented, with an identity that stays the
/// same for as long as the same child is presented, and dismisses by writing `nil` back.
///
/// ```swift
/// # import Observation
/// # @Observable final class EditorViewModel: ViewModel {}
/// # @Observable final class RecipesCoordinator: ViewModel {
/// #     var editor: EditorViewModel?
/// #     func editRecipe() { editor = EditorViewModel() }
/// # }
/// # struct RecipesView { @Store var coordinator: RecipesCoordinator }
/// # let view = RecipesView(coordinator: RecipesCoordinator())
/// # let coordinator = view.coordinator
/// let sheet = Presentation(.sheet, model: view.$coordinator.editor)
/// coordinator.editRecipe()
/// print(sheet.presented != nil)  // Prints "true"
/// sheet.dismiss()
/// print(coordinator.editor == nil)  // Prints "true"
/// ```
///
/// The SwiftUI modifiers own one (in `@State`) and hand SwiftUI its ``presented`` binding, so
/// what a test does with a `Presentation` is what the app's sheet does.
@MainActor
public final class Presentation<Model> {
    /// How the child is shown.
    public let style: PresentationStyle

    /// The optional child view model this presentation shows; `nil` means dismissed.
    ///
    /// The SwiftUI modifiers replace it on every update with the binding they were given.
    public var model: Accessor<Model?>

    /// Called after a dismissal made through ``dismiss()`` or by clearing ``presented``.
    public var onDismiss: (() -> Void)?

    private var identity: Identity?

    /// The identity of the child presented now, remembered while it stays presented.
    private struct Identity {
        var id: PresentedID
        var isObject: Bool
        /// The object presented, for class-bound children. Weak, and compared with `===`
        /// rather than by `ObjectIdentifier`: a new child allocated where a released one was
        /// would otherwise pass for it.
        weak var object: AnyObject?

        func matches(_ child: Model) -> Bool {
            guard Presentation.isObject(child) else { return !isObject }
            return isObject && object === (child as AnyObject)
        }
    }

    private nonisolated static func isObject(_ child: Model) -> Bool {
        type(of: child as Any) is AnyClass
    }

    /// Creates a presentation of the child that `model` reads.
    ///
    /// - Parameters:
    ///   - style: How the child is shown.
    ///   - model: The optional child view model; the coordinator presents by setting it.
    ///   - onDismiss: Called after a dismissal made through the presentation.
    public init(_ style: PresentationStyle, model: Accessor<Model?>, onDismiss: (() -> Void)? = nil) {
        self.style = style
        self.model = model
        self.onDismiss = onDismiss
    }

    /// The presented child with its identity, or `nil`; setting `nil` dismisses it.
    ///
    /// The identity is that of the object for a class-bound child, so presenting another object
    /// is a new presentation. A value-typed child keeps the identity it got when it was
    /// presented for as long as it stays presented, however often it is read or changed, so a
    /// sheet showing it is not torn down and shown again on every update.
    public var presented: Presented<Model>? {
        get {
            guard let child = model.wrappedValue else {
                identity = nil
                return nil
            }
            if let identity, identity.matches(child) {
                return Presented(id: identity.id, model: child)
            }
            let isObject = Self.isObject(child)
            let fresh = Identity(
                id: PresentedID(), isObject: isObject, object: isObject ? child as AnyObject : nil)
            identity = fresh
            return Presented(id: fresh.id, model: child)
        }
        set {
            guard let newValue else {
                dismiss()
                return
            }
            model.wrappedValue = newValue.model
        }
    }

    /// Whether a child is presented.
    public var isPresented: Bool { model.wrappedValue != nil }

    /// Presents `child`, as a coordinator does by setting its optional child view model.
    public func present(_ child: Model) {
        model.wrappedValue = child
    }

    /// Dismisses the child, as the user does by swiping a sheet down or tapping Back, and calls
    /// ``onDismiss``. Does nothing when nothing is presented.
    public func dismiss() {
        guard isPresented else { return }
        model.wrappedValue = nil
        identity = nil
        onDismiss?()
    }
}
