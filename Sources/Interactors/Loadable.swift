/// The load state of one piece of content: idle, loading, loaded or failed.
///
/// A `Loadable` lives in a view model and is driven by ``Interactor/load(_:_:fileID:line:)``, independently of
/// the interactor's error and busy handlers: a failed load is captured here, for the view to
/// render, rather than routed to `onError`.
///
/// ```swift apple="parse"
/// var feed: Loadable<[Post]> = .idle
///
/// switch feed {
/// case .idle, .loading: ProgressView()
/// case .loaded(let posts): PostList(posts)
/// case .failed(let error): ErrorView(error)
/// }
/// ```
public enum Loadable<Value> {
    /// Nothing requested yet, or the last load was cancelled.
    case idle
    /// A load is in flight.
    case loading
    /// The content arrived.
    case loaded(Value)
    /// The last load threw this error.
    case failed(any Error)

    /// The loaded value, or `nil` in any other state.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }

    /// The error of a failed load, or `nil` in any other state.
    public var error: (any Error)? {
        if case .failed(let error) = self { return error }
        return nil
    }

    /// Whether nothing has been requested (or the last load was cancelled).
    public var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }

    /// Whether a load is in flight.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// Whether the content has arrived.
    public var isLoaded: Bool { value != nil }

    /// Whether the last load failed.
    public var isFailed: Bool { error != nil }

    /// Transforms a loaded value, keeping every other state as it is.
    ///
    /// ```swift
    /// # let feed: Loadable<[String]> = .loaded(["Hello", "World"])
    /// let count = feed.map(\.count)  // Loadable<Int>
    /// print(count.value ?? 0)  // Prints "2"
    /// ```
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> Loadable<T> {
        switch self {
        case .idle: .idle
        case .loading: .loading
        case .loaded(let value): .loaded(try transform(value))
        case .failed(let error): .failed(error)
        }
    }
}

extension Loadable where Value: Collection {
    /// Whether the content arrived and holds no elements: what an `empty:` view is shown for.
    public var isEmpty: Bool { value?.isEmpty ?? false }
}

extension Loadable: Sendable where Value: Sendable {}

extension Loadable: Equatable where Value: Equatable {
    /// Two loadables are equal when their states are; failures compare their errors, by `==`
    /// when the error type is `Equatable`, otherwise by type and description.
    public static func == (lhs: Loadable, rhs: Loadable) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle), (.loading, .loading): true
        case (.loaded(let lhs), .loaded(let rhs)): lhs == rhs
        case (.failed(let lhs), .failed(let rhs)): errorsAreEqual(lhs, rhs)
        default: false
        }
    }
}

extension Loadable: CustomStringConvertible {
    public var description: String {
        switch self {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let value): "loaded(\(value))"
        case .failed(let error): "failed(\(error))"
        }
    }
}

private func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
    let boxed: Any = lhs  // cast through `Any`: the compiler misjudges `any Error as? any Equatable`
    if let lhs = boxed as? any Equatable {
        return lhs.isEqual(to: rhs)
    }
    return ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs))
        && String(describing: lhs) == String(describing: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
