import QuartetSupport

extension Accessor {
    /// An accessor over a ``GetSet``: the bridge from the shared implementation.
    init(_ getSet: GetSet<Value>) {
        self.init(get: getSet.get, set: getSet.set)
    }

    /// This accessor's getter and setter, for the shared implementation.
    var getSet: GetSet<Value> { GetSet(self) }
}

// XUI's binding helpers, on `Accessor`. Each forwards to `GetSet`, which SwiftUI's
// `Binding` forwards to as well (`SwiftUI/Binding+Helpers.swift`), so the two behave alike.

extension Accessor {
    /// An accessor that calls `action` with each new value before forwarding the write.
    ///
    /// ```swift
    /// # import QuartetSupport
    /// # var storage = "Ada"
    /// # let name = Accessor(get: { storage }, set: { storage = $0 })
    /// let logged = name.willSet { print("will set", $0) }
    /// logged.wrappedValue = "Grace"  // Prints "will set Grace"
    /// ```
    ///
    /// - Parameter action: Called with the new value; the underlying value is still the old one.
    /// - Returns: An accessor to the same value.
    public func willSet(_ action: @escaping (Value) -> Void) -> Accessor<Value> {
        Accessor(getSet.willSet(action))
    }

    /// An accessor that calls `action` with each new value after forwarding the write.
    ///
    /// - Parameter action: Called with the new value once the underlying value holds it.
    /// - Returns: An accessor to the same value.
    public func didSet(_ action: @escaping (Value) -> Void) -> Accessor<Value> {
        Accessor(getSet.didSet(action))
    }

    /// An accessor that forwards a write only when `condition` holds for the new value; other
    /// writes are dropped.
    ///
    /// ```swift
    /// # import QuartetSupport
    /// # var storage = "Ada"
    /// # let name = Accessor(get: { storage }, set: { storage = $0 })
    /// let nonEmpty = name.ensure { !$0.isEmpty }
    /// nonEmpty.wrappedValue = ""  // dropped: `name` keeps its value
    /// print(name.wrappedValue)  // Prints "Ada"
    /// ```
    ///
    /// - Parameter condition: Whether a new value may be written.
    /// - Returns: An accessor to the same value.
    public func ensure(_ condition: @escaping (Value) -> Bool) -> Accessor<Value> {
        Accessor(getSet.ensure(condition))
    }

    /// An accessor that asserts `condition` on every read and every write.
    ///
    /// Like Swift's `assert`, the check traps in debug builds and is skipped in optimised ones.
    ///
    /// - Parameters:
    ///   - condition: What must hold for every value read or written.
    ///   - message: Printed when the assertion fails, after `get:` or `set:`.
    /// - Returns: An accessor to the same value.
    public func assert(
        _ condition: @escaping (Value) -> Bool, _ message: String = "condition not met",
        file: StaticString = #file, line: UInt = #line
    ) -> Accessor<Value> {
        Accessor(getSet.assert(condition, message, file: file, line: line))
    }

    /// An accessor to a value derived from this one.
    ///
    /// ```swift
    /// # import QuartetSupport
    /// # var storage = "Ada"
    /// # let name = Accessor(get: { storage }, set: { storage = $0 })
    /// let initial = name.map(get: { $0.first ?? " " }, set: { String($0) })
    /// print(initial.wrappedValue)  // Prints "A"
    /// ```
    ///
    /// - Parameters:
    ///   - get: Derives the mapped value from this accessor's value.
    ///   - set: Turns a mapped value written back into a value of this accessor.
    /// - Returns: An accessor to the mapped value.
    public func map<Mapped>(
        get: @escaping (Value) -> Mapped, set: @escaping (Mapped) -> Value
    ) -> Accessor<Mapped> {
        Accessor<Mapped>(getSet.map(get: get, set: set))
    }

    /// An accessor whose reads are passed through `transform`; writes are forwarded unchanged.
    public func alterGet(_ transform: @escaping (Value) -> Value) -> Accessor<Value> {
        Accessor(getSet.alterGet(transform))
    }

    /// An accessor whose writes are passed through `transform` before being forwarded.
    public func alterSet(_ transform: @escaping (Value) -> Value) -> Accessor<Value> {
        Accessor(getSet.alterSet(transform))
    }

    /// An accessor to the value cast to `type`; reading or writing a value that does not cast
    /// traps.
    ///
    /// - Parameter type: The type to view the value as, often a protocol.
    /// - Returns: An accessor to the cast value.
    public func force<Forced>(as type: Forced.Type) -> Accessor<Forced> {
        Accessor<Forced>(getSet.force(as: type))
    }
}

extension Accessor where Value: RangeReplaceableCollection {
    /// ``alterGet(_:)`` for a transform that returns a slice, such as `{ $0.prefix(1) }`.
    public func alterGet(_ transform: @escaping (Value) -> Value.SubSequence) -> Accessor<Value> {
        alterGet { Value(transform($0)) }
    }

    /// ``alterSet(_:)`` for a transform that returns a slice, such as `{ $0.prefix(1) }`.
    public func alterSet(_ transform: @escaping (Value) -> Value.SubSequence) -> Accessor<Value> {
        alterSet { Value(transform($0)) }
    }

    /// An accessor to the first element matching `predicate`.
    ///
    /// Reading gives the first match, or `nil`. Writing an element replaces the first match in
    /// place, or appends it when nothing matches; writing `nil` removes the first match. The
    /// match is looked up afresh on each read and write.
    ///
    /// ```swift
    /// # import QuartetSupport
    /// # var list = ["Grace", "Ada", "Bo"]
    /// # let names = Accessor(get: { list }, set: { list = $0 })
    /// let short = names.first(where: { $0.count < 5 })
    /// short.wrappedValue = nil  // removes the first short name
    /// print(names.wrappedValue)  // Prints "[\"Grace\", \"Bo\"]"
    /// ```
    ///
    /// - Parameter predicate: Which element the accessor is to.
    /// - Returns: An accessor to the first match.
    public func first(where predicate: @escaping (Value.Element) -> Bool) -> Accessor<Value.Element?> {
        Accessor<Value.Element?>(getSet.first(where: predicate))
    }
}

extension Accessor where Value: RangeReplaceableCollection, Value.Element: Equatable {
    /// An accessor to the first element equal to `element`, as ``first(where:)`` describes.
    ///
    /// - Parameter element: The element the accessor is to.
    /// - Returns: An accessor to the first element equal to `element`, or to `nil`.
    public func first(equalTo element: Value.Element) -> Accessor<Value.Element?> {
        first(where: { $0 == element })
    }
}

extension Accessor {
    /// An accessor to the wrapped value of an optional; reading `nil` traps.
    ///
    /// - Returns: An accessor to the unwrapped value.
    public func forceUnwrap<Wrapped>() -> Accessor<Wrapped> where Value == Wrapped? {
        Accessor<Wrapped>(getSet.forceUnwrap())
    }
}
