#if canImport(Combine)
    import Combine

    extension Publisher {
        /// Each output as `.success`, then the failure as `.failure`; never fails.
        public func asResult() -> AnyPublisher<Result<Output, Failure>, Never> {
            map { Result<Output, Failure>.success($0) }
                .catch { Just(Result<Output, Failure>.failure($0)) }
                .eraseToAnyPublisher()
        }

        /// Maps each output with `success` and the failure with `failure`; never fails.
        public func mapResult<Transformed>(
            success: @escaping (Output) -> Transformed, failure: @escaping (Failure) -> Transformed
        ) -> AnyPublisher<Transformed, Never> {
            asResult()
                .map { result in
                    switch result {
                    case .success(let output): success(output)
                    case .failure(let error): failure(error)
                    }
                }
                .eraseToAnyPublisher()
        }

        /// Maps each output with `success` and the failure with `failure`; either may throw.
        public func tryMapResult<Transformed>(
            success: @escaping (Output) throws -> Transformed,
            failure: @escaping (Failure) throws -> Transformed
        ) -> AnyPublisher<Transformed, any Error> {
            asResult()
                .tryMap { result in
                    switch result {
                    case .success(let output): try success(output)
                    case .failure(let error): try failure(error)
                    }
                }
                .eraseToAnyPublisher()
        }
    }
#endif
