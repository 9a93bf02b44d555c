// The parts of Combine that Quartet's Combine helpers use. Declarations mirror Apple's
// documentation of Combine (Xcode 27 SDK); every body traps: this module type-checks code only.

public protocol Publisher<Output, Failure> {
    associatedtype Output

    associatedtype Failure: Error

    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input

    associatedtype Failure: Error

    func receive(subscription: any Subscription)

    func receive(_ input: Self.Input) -> Subscribers.Demand

    func receive(completion: Subscribers.Completion<Self.Failure>)
}

public protocol CustomCombineIdentifierConvertible {}

public protocol Cancellable {
    func cancel()
}

public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

public enum Subscribers {
    @frozen
    public struct Demand: Equatable, Hashable, Sendable {}

    @frozen
    public enum Completion<Failure> where Failure: Error {
        case finished
        case failure(Failure)
    }
}

public enum Publishers {}

extension Publishers {
    public struct Map<Upstream, Output>: Publisher where Upstream: Publisher {
        public typealias Failure = Upstream.Failure

        public func receive<S>(subscriber: S)
        where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            fatalError("SwiftUI interface: checking only")
        }
    }

    public struct TryMap<Upstream, Output>: Publisher where Upstream: Publisher {
        public typealias Failure = any Error

        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == any Error {
            fatalError("SwiftUI interface: checking only")
        }
    }

    public struct Catch<Upstream, NewPublisher>: Publisher
    where Upstream: Publisher, NewPublisher: Publisher, Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output

        public typealias Failure = NewPublisher.Failure

        public func receive<S>(subscriber: S)
        where S: Subscriber, NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input {
            fatalError("SwiftUI interface: checking only")
        }
    }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Self.Output) -> T) -> Publishers.Map<Self, T> {
        fatalError("SwiftUI interface: checking only")
    }

    public func tryMap<T>(_ transform: @escaping (Self.Output) throws -> T) -> Publishers.TryMap<Self, T> {
        fatalError("SwiftUI interface: checking only")
    }

    public func `catch`<P>(_ handler: @escaping (Self.Failure) -> P) -> Publishers.Catch<Self, P>
    where P: Publisher, Self.Output == P.Output {
        fatalError("SwiftUI interface: checking only")
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> {
        fatalError("SwiftUI interface: checking only")
    }
}

extension Publisher where Self.Failure == Never {
    public func sink(receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable {
        fatalError("SwiftUI interface: checking only")
    }
}

@frozen
public struct AnyPublisher<Output, Failure>: Publisher where Failure: Error {
    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher {
        fatalError("SwiftUI interface: checking only")
    }

    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        fatalError("SwiftUI interface: checking only")
    }
}

public struct Just<Output>: Publisher {
    public typealias Failure = Never

    public let output: Output

    public init(_ output: Output) { fatalError("SwiftUI interface: checking only") }

    public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Never {
        fatalError("SwiftUI interface: checking only")
    }
}

final public class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) { fatalError("SwiftUI interface: checking only") }

    final public func cancel() { fatalError("SwiftUI interface: checking only") }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        fatalError("SwiftUI interface: checking only")
    }

    final public func hash(into hasher: inout Hasher) { fatalError("SwiftUI interface: checking only") }
}

public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Self.Output)
}

final public class PassthroughSubject<Output, Failure>: Subject where Failure: Error {
    public init() { fatalError("SwiftUI interface: checking only") }

    final public func send(_ input: Output) { fatalError("SwiftUI interface: checking only") }

    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        fatalError("SwiftUI interface: checking only")
    }
}
