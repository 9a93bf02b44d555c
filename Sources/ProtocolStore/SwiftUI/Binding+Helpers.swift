#if canImport(SwiftUI)
    import SwiftUI

    // The binding helpers on SwiftUI's `Binding`. Each forwards to `GetSet`, as the same helpers
    // on `Accessor` do (`Accessor+Helpers.swift`), so the two behave alike; see there for the
    // documented semantics.

    @MainActor
    extension Binding {
        /// A binding that calls `action` with each new value before forwarding the write.
        public func willSet(_ action: @escaping (Value) -> Void) -> Binding<Value> {
            Binding(getSet.willSet(action))
        }

        /// A binding that calls `action` with each new value after forwarding the write.
        public func didSet(_ action: @escaping (Value) -> Void) -> Binding<Value> {
            Binding(getSet.didSet(action))
        }

        /// A binding that forwards a write only when `condition` holds; other writes are dropped.
        public func ensure(_ condition: @escaping (Value) -> Bool) -> Binding<Value> {
            Binding(getSet.ensure(condition))
        }

        /// A binding that asserts `condition` on every read and write (debug builds only).
        public func assert(
            _ condition: @escaping (Value) -> Bool, _ message: String = "condition not met",
            file: StaticString = #file, line: UInt = #line
        ) -> Binding<Value> {
            Binding(getSet.assert(condition, message, file: file, line: line))
        }

        /// A binding to a value derived from this one.
        public func map<Mapped>(
            get: @escaping (Value) -> Mapped, set: @escaping (Mapped) -> Value
        ) -> Binding<Mapped> {
            Binding<Mapped>(getSet.map(get: get, set: set))
        }

        /// A binding whose reads are passed through `transform`.
        public func alterGet(_ transform: @escaping (Value) -> Value) -> Binding<Value> {
            Binding(getSet.alterGet(transform))
        }

        /// A binding whose writes are passed through `transform` before being forwarded.
        public func alterSet(_ transform: @escaping (Value) -> Value) -> Binding<Value> {
            Binding(getSet.alterSet(transform))
        }

        /// A binding to the value cast to `type`; a value that does not cast traps.
        public func force<Forced>(as type: Forced.Type) -> Binding<Forced> {
            Binding<Forced>(getSet.force(as: type))
        }

        /// A binding to the wrapped value of an optional; reading `nil` traps.
        public func forceUnwrap<Wrapped>() -> Binding<Wrapped> where Value == Wrapped? {
            Binding<Wrapped>(getSet.forceUnwrap())
        }
    }

    @MainActor
    extension Binding where Value: RangeReplaceableCollection {
        /// `alterGet(_:)` for a transform that returns a slice, such as `{ $0.prefix(1) }`.
        public func alterGet(_ transform: @escaping (Value) -> Value.SubSequence) -> Binding<Value> {
            alterGet { Value(transform($0)) }
        }

        /// `alterSet(_:)` for a transform that returns a slice, such as `{ $0.prefix(1) }`.
        public func alterSet(_ transform: @escaping (Value) -> Value.SubSequence) -> Binding<Value> {
            alterSet { Value(transform($0)) }
        }

        /// A binding to the first element matching `predicate`: writing replaces it in place,
        /// appends when nothing matches, removes it when `nil`.
        public func first(where predicate: @escaping (Value.Element) -> Bool) -> Binding<Value.Element?> {
            Binding<Value.Element?>(getSet.first(where: predicate))
        }
    }

    @MainActor
    extension Binding where Value: RangeReplaceableCollection, Value.Element: Equatable {
        /// A binding to the first element equal to `element`, as `first(where:)` describes.
        public func first(equalTo element: Value.Element) -> Binding<Value.Element?> {
            first(where: { $0 == element })
        }
    }
#endif
