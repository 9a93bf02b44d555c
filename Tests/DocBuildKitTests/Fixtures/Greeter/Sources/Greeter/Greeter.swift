/// Greets people; the fixture articles' samples call it.
public struct Greeter: Sendable {
    public var greeting: String

    public init(greeting: String = "Hello") {
        self.greeting = greeting
    }

    // region: greet
    public func greet(_ name: String) -> String {
        "\(greeting), \(name)!"
    }
    // endregion

    /// Waits without blocking, to exercise top-level `await`.
    public func greetLater(_ name: String) async -> String {
        await Task.yield()
        return greet(name)
    }
}
