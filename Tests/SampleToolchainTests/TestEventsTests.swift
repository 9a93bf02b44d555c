import Testing

@testable import SampleToolchain

/// Swift Testing's event stream, as a program with `test` blocks writes it (records cut down from
/// one such run: their instants and backtraces left out).
@Suite struct TestEventsTests {
    static let stream = #"""
        {"kind":"test","payload":{"id":"A000_Start.greets()\/main.swift:7:2","isParameterized":false,"kind":"function","name":"greets()","sourceLocation":{"_filePath":"\/p\/main.swift","column":2,"fileID":"A000_Start\/main.swift","line":7}},"version":0}
        {"kind":"test","payload":{"id":"A000_Start.fails()\/main.swift:11:2","isParameterized":false,"kind":"function","name":"fails()","sourceLocation":{"_filePath":"\/p\/main.swift","column":2,"fileID":"A000_Start\/main.swift","line":11}},"version":0}
        {"kind":"test","payload":{"id":"A000_Start.Checks","kind":"suite","name":"Checks","sourceLocation":{"_filePath":"\/p\/main.swift","column":2,"fileID":"A000_Start\/main.swift","line":15}},"version":0}
        {"kind":"test","payload":{"id":"A000_Start.Checks\/known()\/main.swift:16:6","kind":"function","name":"known()","sourceLocation":{"_filePath":"\/p\/main.swift","column":6,"fileID":"A000_Start\/main.swift","line":16}},"version":0}
        {"kind":"event","payload":{"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."}]},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"A000_Start.greets()\/main.swift:7:2"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"A000_Start.greets()\/main.swift:7:2"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"A000_Start.fails()\/main.swift:11:2"},"version":0}
        {"kind":"event","payload":{"issue":{"isKnown":false,"sourceLocation":{"_filePath":"Articles\/Start.md","column":5,"fileID":"A000_Start\/Start.md","line":45}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (greeting → \"Hi\") == \"Hello\""}],"testID":"A000_Start.fails()\/main.swift:11:2"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"A000_Start.fails()\/main.swift:11:2"},"version":0}
        {"kind":"event","payload":{"issue":{"isKnown":true,"sourceLocation":{"_filePath":"Articles\/Start.md","column":9,"fileID":"A000_Start\/Start.md","line":50}},"kind":"issueRecorded","messages":[{"symbol":"pass","text":"Known issue"}],"testID":"A000_Start.Checks\/known()\/main.swift:16:6"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"A000_Start.Checks\/known()\/main.swift:16:6"},"version":0}
        {"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}
        """#

    @Test func readsEachTestItsLineAndTheIssuesItRecorded() {
        let events = TestEvents(jsonLines: Self.stream)
        #expect(events.tests.map(\.name) == ["greets()", "fails()", "Checks", "known()"])
        #expect(events.tests.map(\.line) == [7, 11, 15, 16])
        #expect(events.tests.map(\.isSuite) == [false, false, true, false])
        #expect(events.tests.map(\.passed) == [true, false, false, true])
        #expect(
            events.tests[1].issues == [
                TestEvents.Issue(
                    path: "Articles/Start.md", line: 45, column: 5,
                    message: #"Expectation failed: (greeting → "Hi") == "Hello""#)
            ])
    }

    @Test func aTestThatNeverEndedDidNotPassAndOtherLinesAreSkipped() {
        let events = TestEvents(
            jsonLines: Self.stream.split(separator: "\n").prefix(6).joined(separator: "\n") + "\nnot json\n")
        #expect(events.tests.map(\.passed) == [false, false, false, false])
    }
}
