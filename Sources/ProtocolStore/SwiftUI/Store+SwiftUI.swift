#if canImport(SwiftUI)
    import QuartetSupport
    import SwiftUI

    // `Store` needs no `update()`: Observation tracks what `body` reads. Conforming marks it as
    // view state, so SwiftUI treats it like its own property wrappers.
    extension Store: DynamicProperty {}

    extension Store.Bindings {
        /// A binding to one property of the model: `$viewModel.text`.
        ///
        /// Reads and writes go through the same get/set pair as the `Accessor` that this
        /// subscript returns off Apple platforms.
        @MainActor
        public subscript<Value>(
            dynamicMember keyPath: ReferenceWritableKeyPath<Model, Value>
        ) -> Binding<Value> {
            Binding(getSet(keyPath))
        }
    }

    extension Binding {
        /// A binding over a ``GetSet``: the bridge from the shared implementation.
        ///
        /// Made on the main actor, where views read and write their bindings, so the closures
        /// are main-actor isolated as SwiftUI's `@isolated(any)` parameters expect.
        @MainActor
        init(_ getSet: GetSet<Value>) {
            let box = MainActorBox(getSet)
            self.init(get: { @MainActor in box.value.get() }, set: { @MainActor in box.value.set($0) })
        }

        /// This binding's getter and setter, for the shared implementation.
        @MainActor
        var getSet: GetSet<Value> {
            GetSet(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
        }
    }

    /// Carries a get/set pair into SwiftUI's `@Sendable` binding closures.
    ///
    /// `@unchecked` is safe here: the box is made on the main actor (every initialiser that makes
    /// one is `@MainActor`), and the only closures that open it are `@MainActor`-isolated, so the
    /// value inside is only ever touched on the main actor, never concurrently.
    struct MainActorBox<Value>: @unchecked Sendable {
        let value: Value

        @MainActor
        init(_ value: Value) {
            self.value = value
        }
    }

    extension Presentation {
        /// Creates a presentation of the child that `model` reads: on Apple platforms
        /// `$viewModel.child` is a `Binding`, and this is the same presentation as the
        /// `Accessor` form that the code elsewhere uses.
        ///
        /// - Parameters:
        ///   - style: How the child is shown.
        ///   - model: The optional child view model; the coordinator presents by setting it.
        ///   - onDismiss: Called after a dismissal made through the presentation.
        public convenience init(
            _ style: PresentationStyle, model: Binding<Model?>, onDismiss: (() -> Void)? = nil
        ) {
            self.init(style, model: Accessor(model), onDismiss: onDismiss)
        }
    }

    extension Accessor {
        /// An accessor that reads and writes through `binding`, for the headless hosts that the
        /// SwiftUI modifiers own.
        @MainActor
        init(_ binding: Binding<Value>) {
            self.init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
        }
    }
#endif
