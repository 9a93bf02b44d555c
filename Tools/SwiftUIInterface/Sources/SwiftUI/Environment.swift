// The environment: values, keys, and the property wrapper that reads them.

public struct EnvironmentValues: CustomStringConvertible {
    public init() { fatalError("SwiftUI interface: checking only") }

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError("SwiftUI interface: checking only") }
        set { fatalError("SwiftUI interface: checking only") }
    }

    public var description: String { fatalError("SwiftUI interface: checking only") }
}

public protocol EnvironmentKey {
    associatedtype Value

    static var defaultValue: Self.Value { get }
}

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        fatalError("SwiftUI interface: checking only")
    }

    public var wrappedValue: Value { fatalError("SwiftUI interface: checking only") }
}

extension View {
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        checkingOnly(EmptyView.self)
    }
}
