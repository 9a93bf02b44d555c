import QuartetSupport

/// A view's view model, held through its protocol.
///
/// Use `@Store` where SwiftUI would use `@ObservedObject` or `@Bindable`, but with a protocol type
/// rather than a concrete class, so the view works with any implementation:
///
/// ```swift apple="parse"
/// struct MyView: View {
///     @Store var viewModel: MyViewModel
///
///     var body: some View {
///         TextField("Text", text: $viewModel.text)
///     }
/// }
/// ```
///
/// The projected value (`$viewModel`) hands out a binding to each writable property: a SwiftUI
/// `Binding` on Apple platforms, an `Accessor` elsewhere, with the same behaviour: reading
/// reads the model, writing writes the model.
///
/// Observation makes the rest automatic: a view re-renders when a property it read changes,
/// so `Store` needs no subscription and does no type check at run time. What it needs, that
/// the model is an observable object, is checked by the compiler where the model is declared:
/// ``ViewModel`` is class-bound and `Observable`, and bindings are formed through
/// reference-writable key paths, which only class-bound models have.
@propertyWrapper
public struct Store<Model> {
    /// The view model.
    public var wrappedValue: Model

    /// Holds `wrappedValue`, typically an existential of a protocol refining ``ViewModel``.
    public init(wrappedValue: Model) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the model's writable properties: `$viewModel.text`.
    public var projectedValue: Bindings { Bindings(model: wrappedValue) }

    /// Hands out a binding to each writable property of the model, by dynamic member lookup.
    @dynamicMemberLookup
    public struct Bindings {
        /// The model the bindings read and write.
        public let model: Model

        /// A get/set pair through `keyPath`: the one implementation behind both the `Accessor`
        /// handed out here and the SwiftUI `Binding` handed out on Apple platforms.
        func getSet<Value>(_ keyPath: ReferenceWritableKeyPath<Model, Value>) -> GetSet<Value> {
            let model = model
            return GetSet(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
        }

        /// An accessor to one property of the model, as `$viewModel.text` gives off Apple
        /// platforms.
        ///
        /// - Parameter keyPath: The property; it must be settable on the model.
        /// - Returns: An accessor that reads and writes the model's property.
        public func accessor<Value>(_ keyPath: ReferenceWritableKeyPath<Model, Value>) -> Accessor<Value> {
            Accessor(getSet(keyPath))
        }

        #if !canImport(SwiftUI)
            /// An accessor to one property of the model: `$viewModel.text`.
            public subscript<Value>(
                dynamicMember keyPath: ReferenceWritableKeyPath<Model, Value>
            ) -> Accessor<Value> {
                Accessor(getSet(keyPath))
            }
        #endif
    }
}

extension Store: Sendable where Model: Sendable {}
extension Store.Bindings: Sendable where Model: Sendable {}
