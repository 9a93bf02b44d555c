import Foundation
import TestSupport
import Testing

/// `CleanKitStyleSample.swift`, type-checked on its own as a CleanKit user's file would be: it
/// compiles against the built `Interactors` module, and each CleanKit name in it warns with the
/// name that replaces it, and nothing else warns.
///
/// In the test build those warnings are silenced (CI treats warnings as errors; see the sample's
/// header), so they are checked here, in a `swiftc -typecheck` subprocess given
/// `-D CHECKING_WARNINGS`, which lifts the sample's deprecation marks. It takes about half a
/// second.
struct CompatibilityWarningTests {
    /// Each CleanKit name the sample uses, and the message of its deprecation warning.
    static let expected: [String: String] = [
        "CompletionResult": "renamed to 'TaskOutcome'",
        "succeed": "renamed to 'succeeded'",
        "asyncTask(gate:task:finally:fileID:line:)": "renamed to 'asyncTask(gate:_:finally:)'",
        "asyncTask(gateKey:task:finally:fileID:line:)": "renamed to 'asyncTask(gateKey:_:finally:)'",
        "asyncTask(lockGetter:lockSetter:task:onFailure:finally:fileID:line:)":
            "hold a TaskGate instead of a lock, and call asyncTask(gate:_:onFailure:finally:)",
        "load(_:task:fileID:line:)": "renamed to 'load(_:_:)'",
        "observeNavigation(token:_:_:)": "renamed to 'observe(_:_:perform:)'",
        "NavigationEvent": "renamed to 'NavigationToken.Event'",
        "consumeNavigation(token:)":
            "the bound view presents every intent from the interactor's queue; nothing to consume",
        "TaskGateMap": "asyncTask(gateKey:_:) keeps a gate per key on the interactor",
        "isClosed": "use !isOpen",
    ]

    @Test func everyCleanKitNameWarnsWithItsReplacement() async throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("CleanKitStyleSample.swift")
        let (status, output) = try await Self.typecheck(sample)
        #expect(status == 0, "the sample does not compile:\n\(output)")
        let warnings = output.split(separator: "\n").filter { $0.contains(": warning: ") }
        var found: [String: String] = [:]
        for line in warnings {
            let parsed = Self.deprecation(in: String(line))
            #expect(parsed != nil, "a warning that is not a deprecation: \(line)")
            if let (name, message) = parsed { found[name] = message }
        }
        #expect(found == Self.expected)
    }

    /// The name and message of a deprecation warning:
    /// `file:1:2: warning: 'name' is deprecated: message [#DeprecatedDeclaration]`.
    static func deprecation(in line: String) -> (name: String, message: String)? {
        guard let start = line.range(of: ": warning: '"),
            let end = line.range(of: "' is deprecated: ", range: start.upperBound..<line.endIndex)
        else { return nil }
        let message = line[end.upperBound...].replacingOccurrences(of: " [#DeprecatedDeclaration]", with: "")
        return (String(line[start.upperBound..<end.lowerBound]), message)
    }

    /// Runs `swiftc -typecheck` on `file` against the modules this test was built with: its exit
    /// status, and its output and errors together.
    static func typecheck(_ file: URL) async throws -> (status: Int32, output: String) {
        let run = try await TestProcess.run(
            "/usr/bin/env",
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-D", "CHECKING_WARNINGS",
                "-I", try modulesDirectory().path, file.path,
            ])
        return (run.status, run.stdout + run.stderr)
    }

    /// The `Modules` folder beside the running test bundle, which holds `Interactors.swiftmodule`
    /// whatever the build path (`.build/debug`, a sanitizer's build folder).
    static func modulesDirectory() throws -> URL {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" {
            let modules = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(
                atPath: modules.appendingPathComponent("Interactors.swiftmodule").path)
            {
                return modules
            }
            folder.deleteLastPathComponent()
        }
        throw ModulesNotFound(executable: executable.path)
    }

    struct ModulesNotFound: Error, CustomStringConvertible {
        var executable: String
        var description: String {
            "no Modules/Interactors.swiftmodule above \(executable); run the tests with swift test"
        }
    }
}
