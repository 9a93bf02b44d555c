// View state: `@State`, `@Binding`, `@Bindable`.

import Observation

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError("SwiftUI interface: checking only") }

    public init(initialValue value: Value) { fatalError("SwiftUI interface: checking only") }

    public var wrappedValue: Value {
        get { fatalError("SwiftUI interface: checking only") }
        nonmutating set { fatalError("SwiftUI interface: checking only") }
    }

    public var projectedValue: Binding<Value> { fatalError("SwiftUI interface: checking only") }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { fatalError("SwiftUI interface: checking only") }
}

extension State: Sendable where Value: Sendable {}

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        fatalError("SwiftUI interface: checking only")
    }

    public init(projectedValue: Binding<Value>) { fatalError("SwiftUI interface: checking only") }

    public var wrappedValue: Value {
        get { fatalError("SwiftUI interface: checking only") }
        nonmutating set { fatalError("SwiftUI interface: checking only") }
    }

    public var projectedValue: Binding<Value> { fatalError("SwiftUI interface: checking only") }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("SwiftUI interface: checking only")
    }
}

extension Binding: Sendable where Value: Sendable {}

@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    // Unavailable: a non-`Observable` value is rejected by it; its presence also makes a
    // `@Bindable` property's memberwise-initializer parameter take the wrapped value.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { fatalError("SwiftUI interface: checking only") }

    public var wrappedValue: Value {
        get { fatalError("SwiftUI interface: checking only") }
        set { fatalError("SwiftUI interface: checking only") }
    }

    public var projectedValue: Bindable<Value> { fatalError("SwiftUI interface: checking only") }

}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) { fatalError("SwiftUI interface: checking only") }

    public init(_ wrappedValue: Value) { fatalError("SwiftUI interface: checking only") }
}

extension Bindable where Value: AnyObject {
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
        fatalError("SwiftUI interface: checking only")
    }
}
