import Foundation

/// What a program's tests did, read from the event stream that Swift Testing wrote as it ran them
/// (its JSON Lines, schema version 0): each test, whether it ran to its end, and each issue it
/// recorded, with the issue's location.
///
/// A `test` sample's program runs its tests after its blocks (``ProgramSource``), writing this
/// stream to ``fileName`` in the folder it runs in. Its tests are declared in the generated
/// `main.swift`, and Swift Testing places a test where its declaration is in that file
/// (``Test/line``), while an issue is placed where the sample's `#sourceLocation` says: the
/// Markdown line of the failing `#expect`.
///
/// ```swift
/// let events = TestEvents(jsonLines: text)
/// events.tests.map(\.name)  // ["greetsByName()", "failsOnPurpose()"]
/// events.tests[1].issues.first?.message  // "Expectation failed: …"
/// ```
package struct TestEvents: Hashable, Sendable {
    /// The file, in the program's working folder, that its tests' events are written to.
    package static let fileName = "docbuild-tests.jsonl"

    /// One test function or suite.
    package struct Test: Hashable, Sendable {
        /// Swift Testing's identifier: `Module.name()/main.swift:7:2`.
        package var id: String
        /// `greetsByName()`, or a suite's type name.
        package var name: String
        /// True for a `@Suite` type; its tests are listed apart.
        package var isSuite: Bool
        /// The line of its declaration in the program's `main.swift`.
        package var line: Int
        /// True once the test has ended (passed, failed or skipped).
        package var hasEnded = false
        /// True when a trait skipped it.
        package var wasSkipped = false
        /// The issues it recorded that were not known ones (`withKnownIssue`).
        package var issues: [Issue] = []

        /// Ended, not skipped, and no issue.
        package var passed: Bool { hasEnded && !wasSkipped && issues.isEmpty }
    }

    /// An issue a test recorded: a failed expectation, a thrown error.
    package struct Issue: Hashable, Sendable {
        /// The file, as the program's `#sourceLocation` names it: `Articles/Start.md`.
        package var path: String?
        package var line: Int?
        package var column: Int?
        /// What Swift Testing says: `Expectation failed: (greeting → "Hi") == "Hello"`.
        package var message: String

        package init(path: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
            self.path = path
            self.line = line
            self.column = column
            self.message = message
        }
    }

    /// The tests, in the order their records came.
    package var tests: [Test] = []

    /// Reads the event stream `jsonLines`; lines it cannot read (another schema's) are skipped.
    package init(jsonLines: String) {
        var indexByID: [String: Int] = [:]
        for line in jsonLines.split(separator: "\n") {
            guard let record = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let payload = record["payload"] as? [String: Any]
            else { continue }
            switch record["kind"] as? String {
            case "test":
                guard let id = payload["id"] as? String, let name = payload["name"] as? String,
                    let location = payload["sourceLocation"] as? [String: Any],
                    let line = location["line"] as? Int
                else { continue }
                indexByID[id] = tests.count
                tests.append(
                    Test(id: id, name: name, isSuite: payload["kind"] as? String == "suite", line: line))
            case "event":
                guard let id = payload["testID"] as? String, let index = indexByID[id] else { continue }
                switch payload["kind"] as? String {
                case "testEnded": tests[index].hasEnded = true
                case "testSkipped":
                    tests[index].hasEnded = true
                    tests[index].wasSkipped = true
                case "issueRecorded":
                    let issue = payload["issue"] as? [String: Any]
                    guard issue?["isKnown"] as? Bool != true else { continue }
                    let location = issue?["sourceLocation"] as? [String: Any]
                    let messages = (payload["messages"] as? [[String: Any]] ?? []).compactMap {
                        $0["text"] as? String
                    }
                    tests[index].issues.append(
                        Issue(
                            path: location?["_filePath"] as? String, line: location?["line"] as? Int,
                            column: location?["column"] as? Int, message: messages.joined(separator: "\n")))
                default: continue
                }
            default: continue
            }
        }
    }
}
