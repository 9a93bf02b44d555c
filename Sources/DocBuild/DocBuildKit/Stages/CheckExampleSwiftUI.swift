import DocBasics
import Doctest
import Foundation
import SampleToolchain

/// Off Apple platforms, with `-Xapple` flags (an interface of SwiftUI, as Quartet's
/// `Tools/SwiftUIInterface`): each example's SwiftUI files, with the rest of its library's code,
/// type-checked by `swiftc` against that interface, as `apple` samples are. The catalog's badge
/// then says so; an error is a diagnostic at its file and line, and fails the run.
///
/// What this checks is what the interface declares: names, labels, types and isolation, not
/// behaviour; nothing is run. The outcomes are cached with the demos', by the project's sources
/// and the flags.
enum CheckExampleSwiftUI {
    /// What the check found for one example.
    struct Outcome: Hashable, Sendable, Codable {
        /// The example's folder: `Examples/Interactors/Feed`.
        var directory: String
        var passed: Bool
        var diagnostics: [Diagnostic] = []
    }

    struct Result: Sendable {
        var outcomes: [Outcome] = []
        var notes: [Diagnostic] = []
    }

    /// The examples with SwiftUI files, checked; nothing where SwiftUI exists (the demos' build
    /// compiles them) or without `-Xapple` flags.
    ///
    /// - Throws: ``EnvironmentError`` when `swiftc` cannot start.
    static func run(
        _ examples: [ExampleEntry], checker: SampleTypeChecker, cacheKey: String, cache: ResultCache,
        useCache: Bool, packageDirectory package: String, jobs: Int, progress: @Sendable (String) -> Void
    ) async throws -> Result {
        let withSwiftUI = examples.filter { $0.files.contains(where: \.isSwiftUI) }
        guard !ExampleEntry.platformHasSwiftUI, !checker.appleFlags.isEmpty, !withSwiftUI.isEmpty else {
            return Result()
        }
        var notes: [Diagnostic] = []
        if useCache {
            let lookup = cache.entry([Outcome].self, forKey: cacheKey)
            if case .corrupted(let reason) = lookup {
                notes.append(ResultCache.corruptionNote(reason, of: "the examples' SwiftUI check", path: nil))
            }
            if let cached = lookup.value, cached.map(\.directory) == withSwiftUI.map(\.directory) {
                return Result(outcomes: cached, notes: notes)
            }
        }
        progress(
            "Type-checking the SwiftUI files of \(withSwiftUI.count) \(plural(withSwiftUI.count, "example")) "
                + "against the interface")
        let outcomes = try await concurrentMap(withSwiftUI, limit: jobs) { example in
            try await check(example, checker: checker, packageDirectory: package)
        }
        cache.storeEntry(outcomes, forKey: cacheKey)
        return Result(outcomes: outcomes, notes: notes)
    }

    /// One example: its files but its demo's (`Demo/`, an executable of its own), as one module.
    static func check(_ example: ExampleEntry, checker: SampleTypeChecker, packageDirectory: String)
        async throws -> Outcome
    {
        let files = example.files.map(\.path).filter { !$0.hasPrefix(example.directory + "/Demo/") }
        let (succeeded, messages) = try await checker.typeCheckLibrary(
            files.map { "\(packageDirectory)/\($0)" }, moduleName: "\(example.name)SwiftUICheck")
        let prefix = packageDirectory + "/"
        let diagnostics = messages.filter { $0.severity == .error }.map { message in
            Diagnostic(
                .error, .exampleSwiftUIFailed,
                "\(message.message) (type-checking the example against the SwiftUI interface)",
                path: message.path.hasPrefix(prefix)
                    ? String(message.path.dropFirst(prefix.count)) : message.path,
                line: message.line, column: message.column)
        }
        if !succeeded && diagnostics.isEmpty {
            return Outcome(
                directory: example.directory, passed: false,
                diagnostics: [
                    Diagnostic(
                        .error, .exampleSwiftUIFailed,
                        "swiftc could not type-check \(example.directory) against the SwiftUI interface",
                        path: "\(example.directory)/README.md")
                ])
        }
        return Outcome(directory: example.directory, passed: succeeded, diagnostics: diagnostics)
    }

    /// The cache key: the run's environment (the project's sources, the examples among them),
    /// the examples and the flags.
    static func cacheKey(environment: String, examples: [ExampleEntry], flags: [String]) -> String {
        ResultCache.key(
            articleText: (examples.map(\.directory) + flags).joined(separator: "\n"),
            path: "example SwiftUI", environment: environment)
    }
}
