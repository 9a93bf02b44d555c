/// The elements of a base sequence as `Result` values, ending after the first error.
///
/// The failure keeps the base's error type: a sequence that throws `MyError` gives
/// `Result<Element, MyError>`, as Combine's `asResult()` does for a publisher's `Failure`.
///
/// Made by ``_Concurrency/AsyncSequence/asResult()``; see there.
public struct AsyncResultSequence<Base: AsyncSequence>: AsyncSequence {
    public typealias Element = Result<Base.Element, Base.Failure>
    public typealias Failure = Never

    private let base: Base

    init(_ base: Base) { self.base = base }

    public func makeAsyncIterator() -> Iterator { Iterator(base.makeAsyncIterator()) }

    /// Yields `.success` for each element of the base, then `.failure` once if the base throws.
    public struct Iterator: AsyncIteratorProtocol {
        private var base: Base.AsyncIterator
        private var isFinished = false

        init(_ base: Base.AsyncIterator) { self.base = base }

        public mutating func next() async -> Element? {
            await next(isolation: nil)
        }

        /// The next result, the base iterated on `actor` (the caller's), so that it does not
        /// hop off it.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            guard !isFinished else { return nil }
            do throws(Base.Failure) {
                guard let element = try await base.next(isolation: actor) else {
                    isFinished = true
                    return nil
                }
                return .success(element)
            } catch {
                isFinished = true
                return .failure(error)
            }
        }
    }
}

extension AsyncResultSequence: Sendable where Base: Sendable {}

extension AsyncSequence {
    /// The elements of this sequence as `Result` values: `.success` for each element, then one
    /// `.failure` if the sequence throws, then the end. The result never throws.
    ///
    /// Combine's `publisher.asResult()`, for async sequences:
    ///
    /// ```swift
    /// # struct DownloadFailed: Error {}
    /// # let downloads = AsyncThrowingStream<String, any Error> { continuation in
    /// #     continuation.yield("notes.txt")
    /// #     continuation.finish(throwing: DownloadFailed())
    /// # }
    /// for await result in downloads.asResult() {
    ///     switch result {
    ///     case .success(let file): print("got", file)
    ///     case .failure(let error): print("failed:", error)
    ///     }
    /// }
    /// // Prints "got notes.txt"
    /// // Prints "failed: DownloadFailed()"
    /// ```
    ///
    /// - Returns: A sequence that does not throw.
    public func asResult() -> AsyncResultSequence<Self> {
        AsyncResultSequence(self)
    }

    /// Maps each element with `success`, and an error that ends the sequence with `failure`, to
    /// a sequence that does not throw.
    ///
    /// ```swift
    /// # struct Recipe: Sendable { var title: String }
    /// # let fetches = AsyncThrowingStream<Recipe, any Error> { continuation in
    /// #     continuation.yield(Recipe(title: "Soup"))
    /// #     continuation.finish(throwing: CancellationError())
    /// # }
    /// let titles = fetches.mapResult(success: { $0.title }, failure: { _ in "Error occurred." })
    /// for await title in titles { print(title) }
    /// // Prints "Soup"
    /// // Prints "Error occurred."
    /// ```
    ///
    /// - Parameters:
    ///   - success: Transforms an element.
    ///   - failure: Transforms the error that ended the base into a last element.
    /// - Returns: A sequence of transformed elements that does not throw.
    public func mapResult<Transformed>(
        success: @escaping @Sendable (Element) -> Transformed,
        failure: @escaping @Sendable (Failure) -> Transformed
    ) -> AsyncMapSequence<AsyncResultSequence<Self>, Transformed> {
        asResult().map { result in
            switch result {
            case .success(let element): success(element)
            case .failure(let error): failure(error)
            }
        }
    }

    /// Maps each element with `success`, and an error that ends the sequence with `failure`;
    /// either may throw, which ends the resulting sequence with that error.
    ///
    /// ```swift
    /// # struct Recipe: Sendable { var title: String }
    /// # let fetches = AsyncThrowingStream<Recipe, any Error> { continuation in
    /// #     continuation.yield(Recipe(title: "Soup"))
    /// #     continuation.finish(throwing: CancellationError())
    /// # }
    /// let titles = fetches.tryMapResult(success: { $0.title }, failure: { throw $0 })
    /// do {
    ///     for try await title in titles { print(title) }
    /// } catch {
    ///     print("ended by", type(of: error))
    /// }
    /// // Prints "Soup"
    /// // Prints "ended by CancellationError"
    /// ```
    ///
    /// - Parameters:
    ///   - success: Transforms an element, or throws.
    ///   - failure: Transforms the error that ended the base into a last element, or throws.
    /// - Returns: A throwing sequence of transformed elements.
    public func tryMapResult<Transformed>(
        success: @escaping @Sendable (Element) throws -> Transformed,
        failure: @escaping @Sendable (Failure) throws -> Transformed
    ) -> AsyncThrowingMapSequence<AsyncResultSequence<Self>, Transformed> {
        asResult().map { result in
            switch result {
            case .success(let element): try success(element)
            case .failure(let error): try failure(error)
            }
        }
    }
}
