import ProtocolStore
import Testing

private struct Failed: Error, Equatable {}

/// A stream of `values`, then `Failed` if `failing`.
private func stream(_ values: [Int], failing: Bool) -> AsyncThrowingStream<Int, any Error> {
    AsyncThrowingStream { continuation in
        for value in values { continuation.yield(value) }
        continuation.finish(throwing: failing ? Failed() : nil)
    }
}

/// Counts down from `start`, then throws `Failed`: a sequence whose failure is typed.
private struct Countdown: AsyncSequence {
    typealias Element = Int
    typealias Failure = Failed
    var start: Int

    func makeAsyncIterator() -> Iterator { Iterator(next: start) }

    struct Iterator: AsyncIteratorProtocol {
        typealias Failure = Failed
        var next: Int

        mutating func next() async throws(Failed) -> Int? {
            guard next > 0 else { throw Failed() }
            defer { next -= 1 }
            return next
        }
    }
}

@Suite struct AsyncResultSequenceTests {
    /// XUI's `asResult()` gives `Result<String, MyError>`: the failure keeps its type.
    @Test func asResultKeepsTheBaseSequencesErrorType() async {
        var results: [Result<Int, Failed>] = []
        for await result in Countdown(start: 2).asResult() {
            results.append(result)
        }
        #expect(results == [.success(2), .success(1), .failure(Failed())])
        let labels = Countdown(start: 1).mapResult(success: { "\($0)" }, failure: { (_: Failed) in "failed" })
        var texts: [String] = []
        for await text in labels { texts.append(text) }
        #expect(texts == ["1", "failed"])
    }

    @Test func asResultWrapsElementsThenTheErrorThenEnds() async {
        var results: [String] = []
        for await result in stream([1, 2], failing: true).asResult() {
            switch result {
            case .success(let value): results.append("success \(value)")
            case .failure(let error): results.append("failure \(error is Failed)")
            }
        }
        #expect(results == ["success 1", "success 2", "failure true"])
    }

    @Test func asResultOfASequenceThatFinishesHasNoFailure() async {
        var count = 0
        for await result in stream([1, 2, 3], failing: false).asResult() {
            if case .success = result { count += 1 }
        }
        #expect(count == 3)
    }

    @Test func mapResultMapsElementsAndTheErrorToANonThrowingSequence() async {
        var out: [String] = []
        for await text in stream([1], failing: true).mapResult(
            success: { "value \($0)" }, failure: { _ in "Error occurred." })
        {
            out.append(text)
        }
        #expect(out == ["value 1", "Error occurred."])
    }

    @Test func tryMapResultRethrowsWhatItsClosuresThrow() async {
        var out: [Int] = []
        await #expect(throws: Failed.self) {
            for try await value in stream([1, 2], failing: true).tryMapResult(
                success: { $0 * 10 }, failure: { throw $0 })
            {
                out.append(value)
            }
        }
        #expect(out == [10, 20])
    }

    @Test func tryMapResultCanRecoverFromTheError() async throws {
        var out: [Int] = []
        for try await value in stream([1], failing: true).tryMapResult(
            success: { $0 }, failure: { _ in -1 })
        {
            out.append(value)
        }
        #expect(out == [1, -1])
    }
}
