import Testing

@testable import DocServer

/// The watchers' debouncing, on instants chosen by the test: no clock runs.
@Suite struct ChangeBatchTests {
    let start = ContinuousClock.now

    func at(_ milliseconds: Int) -> ContinuousClock.Instant {
        start + .milliseconds(milliseconds)
    }

    @Test func anEmptyBatchIsNeverDue() {
        var batch = ChangeBatch(quiet: .milliseconds(30))
        batch.add([String](), at: at(0))
        #expect(batch.timeRemaining(at: at(0)) == nil)
        #expect(batch.takeIfDue(at: at(1000)) == nil)
    }

    @Test func aBatchIsDueOnceQuietPassesAfterTheLastChange() {
        var batch = ChangeBatch(quiet: .milliseconds(30))
        batch.add(["/a"], at: at(0))
        batch.add(["/b", "/a"], at: at(20))
        #expect(batch.timeRemaining(at: at(20)) == .milliseconds(30))
        #expect(batch.takeIfDue(at: at(49)) == nil)
        #expect(batch.takeIfDue(at: at(50)) == ["/a", "/b"])
        #expect(batch.takeIfDue(at: at(100)) == nil)
    }

    @Test func aBatchThatKeepsChangingIsSentAfterTenQuietPeriods() {
        var batch = ChangeBatch(quiet: .milliseconds(30))
        for milliseconds in stride(from: 0, through: 290, by: 10) {
            batch.add(["/\(milliseconds)"], at: at(milliseconds))
        }
        #expect(batch.timeRemaining(at: at(290)) == .milliseconds(10))
        #expect(batch.takeIfDue(at: at(300))?.count == 30)
    }

    @Test func theTimeRemainingIsNeverNegative() {
        var batch = ChangeBatch(quiet: .milliseconds(30))
        batch.add(["/a"], at: at(0))
        #expect(batch.timeRemaining(at: at(500)) == .zero)
    }

    @Test func aChangeAfterASentBatchStartsANewOne() {
        var batch = ChangeBatch(quiet: .milliseconds(30))
        batch.add(["/a"], at: at(0))
        #expect(batch.takeIfDue(at: at(30)) == ["/a"])
        batch.add(["/b"], at: at(100))
        #expect(batch.dueTime == at(130))
        #expect(batch.takeIfDue(at: at(130)) == ["/b"])
    }
}
