#if canImport(Combine)
    import Combine

    /// Builds a list of cancellables, one per line, for `Set<AnyCancellable>.insert(_:)`.
    @resultBuilder
    public enum CancellableBuilder {
        /// One cancellable, a line of the block.
        public static func buildExpression(_ cancellable: AnyCancellable) -> [AnyCancellable] {
            [cancellable]
        }

        /// The block's lines, in order.
        public static func buildBlock(_ parts: [AnyCancellable]...) -> [AnyCancellable] {
            parts.flatMap { $0 }
        }

        /// An `if` without `else`: its lines, or none.
        public static func buildOptional(_ part: [AnyCancellable]?) -> [AnyCancellable] { part ?? [] }

        /// The first branch of an `if`/`else` or a `switch`.
        public static func buildEither(first part: [AnyCancellable]) -> [AnyCancellable] { part }

        /// The second branch of an `if`/`else` or a `switch`.
        public static func buildEither(second part: [AnyCancellable]) -> [AnyCancellable] { part }

        /// A `for` loop's lines, every iteration's.
        public static func buildArray(_ parts: [[AnyCancellable]]) -> [AnyCancellable] {
            parts.flatMap { $0 }
        }
    }

    extension Set where Element == AnyCancellable {
        /// Inserts every cancellable that `build` lists: many `.store(in: &cancellables)` at once.
        ///
        /// ```swift
        /// # import Combine
        /// # let titles = PassthroughSubject<String, Never>()
        /// # let texts = PassthroughSubject<String, Never>()
        /// var cancellables = Set<AnyCancellable>()
        /// cancellables.insert {
        ///     titles.sink { print("title changed to", $0) }
        ///     texts.sink { print("text changed to", $0) }
        /// }
        /// ```
        public mutating func insert(@CancellableBuilder _ build: () -> [AnyCancellable]) {
            formUnion(build())
        }
    }
#endif
