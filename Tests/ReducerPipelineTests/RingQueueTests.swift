import Testing

@testable import ReducerPipeline

/// The ring buffer behind the pipeline's action queue keeps first-in, first-out order across
/// wrap-arounds and growth, and frees what it still holds.
struct RingQueueTests {
    @Test func elementsAndTagsComeOutInTheOrderTheyWentInAcrossWrapsAndGrowth() {
        let queue = RingQueue<String>()
        var expected: [String] = []
        var received: [String] = []
        /// Every third element is tagged.
        func isTagged(_ element: String) -> Bool { element.hasSuffix("0") || element.hasSuffix("3") }
        func pop() -> String? {
            let tag = queue.frontTag
            guard let element = queue.popFirst() else { return nil }
            #expect(tag == isTagged(element), "the tag of \(element)")
            return element
        }
        // Interleave appends and pops so that the head moves and the storage wraps before it
        // has to grow, several times over.
        for round in 0..<40 {
            for index in 0..<(round % 7 + 3) {
                let element = "\(round).\(index)"
                queue.append(element, tag: isTagged(element))
                expected.append(element)
            }
            for _ in 0..<(round % 5 + 1) {
                if let element = pop() { received.append(element) }
            }
        }
        while let element = pop() { received.append(element) }
        #expect(received == expected)
        #expect(queue.isEmpty)
        #expect(!queue.frontTag)
        #expect(queue.popFirst() == nil)
    }

    @Test func removingAllAndReleasingTheQueueFreeTheElements() {
        final class Token {}
        weak var first: Token?
        weak var last: Token?
        do {
            let queue = RingQueue<Token>()
            for index in 0..<50 {
                let token = Token()
                if index == 0 { first = token }
                if index == 49 { last = token }
                queue.append(token)
            }
            #expect(queue.count == 50)
            queue.removeAll()
            #expect(first == nil)
            #expect(queue.isEmpty)
            let kept = Token()
            last = kept
            queue.append(kept)
        }
        #expect(last == nil, "the released queue released what it still held")
    }
}
