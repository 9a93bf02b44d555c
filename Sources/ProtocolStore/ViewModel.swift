import Observation

/// A view model that views hold through a protocol, with ``Store``.
///
/// Refine `ViewModel` with a protocol that says what a screen needs, and implement it with an
/// `@Observable` class. Views then depend on the protocol, so the live implementation, a preview
/// and a test double are interchangeable:
///
/// ```swift
/// # import Observation
/// protocol MyViewModel: ViewModel {
///     var text: String { get set }
///     func open()
/// }
///
/// @Observable
/// final class DefaultMyViewModel: MyViewModel {
///     var text = ""
///     func open() {}
/// }
///
/// let viewModel: any MyViewModel = DefaultMyViewModel()
/// viewModel.text = "Soup"  // as a text field's binding writes it
/// print(viewModel.text)    // Prints "Soup"
/// ```
///
/// The protocol is class-bound and refines `Observable`, so the compiler rejects a value type as
/// an implementation: everything typed by a view-model protocol is an object that views can
/// observe and bindings can write through. (Mark the class `@Observable`: `Observable` has no
/// requirements the compiler could check, and without the macro nothing is tracked.)
///
/// View models are ``DeepLinkable``: list the children a deep link can reach in ``DeepLinkable/children``.
/// Like the views that read them, they live on the main actor.
@MainActor
public protocol ViewModel: AnyObject, Observable, DeepLinkable {}
