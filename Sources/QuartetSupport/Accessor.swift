/// A value you can read and write through a getter and a setter: SwiftUI's `Binding`, off Apple
/// platforms.
///
/// Quartet's headless hosts hand out accessors where a SwiftUI view would get a `Binding`, with
/// the same shape (`init(get:set:)`, `wrappedValue`, dynamic member lookup, `constant(_:)`), so
/// code and tests written against one read the same against the other:
///
/// ```swift
/// var name = "Ada"
/// let binding = Accessor(get: { name }, set: { name = $0 })
/// binding.wrappedValue = "Grace"
/// print(name)  // Prints "Grace"
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Accessor<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// Creates an accessor that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getValue = get
        self.setValue = set
    }

    /// Creates an accessor to another accessor's value, as `@Binding var x: T` does.
    public init(projectedValue: Accessor<Value>) {
        self = projectedValue
    }

    /// An accessor to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Accessor<Value> {
        Accessor(get: { value }, set: { _ in })
    }

    /// The value: reading calls the getter, writing calls the setter.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The accessor itself, so that `$value` passes it on.
    public var projectedValue: Accessor<Value> { self }

    /// An accessor to one property of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Accessor<Member> {
        Accessor<Member>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { member in
                var value = self.wrappedValue
                value[keyPath: keyPath] = member
                self.wrappedValue = value
            }
        )
    }
}
