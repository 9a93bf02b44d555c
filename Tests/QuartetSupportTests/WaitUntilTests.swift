import Observation
import QuartetSupport
import Testing

@Observable @MainActor
private final class Counter {
    var value = 0
}

@Suite @MainActor struct WaitUntilTests {
    @Test func returnsAtOnceWhenTheConditionHolds() async throws {
        let counter = Counter()
        try await waitUntil("zero") { counter.value == 0 }
    }

    @Test func returnsOnceAnObservedChangeMakesTheConditionTrue() async throws {
        let counter = Counter()
        let bumper = Task { @MainActor in
            for _ in 0..<3 {
                await Task.yield()
                counter.value += 1
            }
        }
        try await waitUntil("three") { counter.value == 3 }
        #expect(counter.value == 3)
        await bumper.value
    }

    @Test func timesOutNamingWhatWasAwaitedAndWhatWasSeen() async {
        let counter = Counter()
        await #expect {
            try await waitUntil("the counter reaches 5", timeout: .milliseconds(50)) {
                counter.value == 5
            } describing: {
                "value \(counter.value)"
            }
        } throws: { error in
            "\(error)"
                == "Timed out after 0.05 seconds waiting until the counter reaches 5; last seen: value 0"
        }
    }
}
