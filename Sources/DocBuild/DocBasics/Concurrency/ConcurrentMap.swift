/// `map` with at most `limit` bodies running at once, results in input order.
package func concurrentMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], limit: Int, _ body: @escaping @Sendable (Element) async throws -> Result
) async throws -> [Result] {
    try await withThrowingTaskGroup(of: (Int, Result).self) { group in
        var results: [Result?] = Array(repeating: nil, count: elements.count)
        var next = 0
        for _ in 0..<min(max(1, limit), elements.count) {
            let index = next
            group.addTask { (index, try await body(elements[index])) }
            next += 1
        }
        while let (index, result) = try await group.next() {
            results[index] = result
            if next < elements.count {
                let index = next
                group.addTask { (index, try await body(elements[index])) }
                next += 1
            }
        }
        return results.map { $0! }
    }
}
