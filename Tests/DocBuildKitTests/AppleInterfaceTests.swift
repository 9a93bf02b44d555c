import Foundation
import TestSupport
import Testing

@testable import DocBuildKit
@testable import DocSite
@testable import Doctest
@testable import SampleToolchain

/// `apple` samples, where SwiftUI does not exist, compiled against an interface of it given with
/// `-Xapple`: they continue the article's program, see the `apple` samples before them, fail at
/// their Markdown line on a wrong label, and say on their badge what was done.
@Suite(.serialized)
struct AppleInterfaceTests {
    /// A four-declaration stand-in for SwiftUI, as `Tools/SwiftUIInterface` is a large one.
    static let interface = """
        @_exported import Foundation
        public protocol View { associatedtype Body: View; var body: Body { get } }
        extension Never: View { public var body: Never { fatalError() } }
        public struct Text: View {
            public init(_ content: String) {}
            public var body: Never { fatalError() }
        }
        extension View { public func padding(_ length: Double) -> Text { fatalError() } }
        """

    /// Lines 3, 8, 14, 20 and 26 open the five blocks.
    static let article = """
        # Views

        ```swift
        let greeting = "Hello"
        print(greeting)  // Prints "Hello"
        ```

        ```swift apple
        import SwiftUI

        struct GreetingView: View { var body: some View { Text(greeting).padding(4) } }
        ```

        ```swift apple
        import SwiftUI

        struct Screen: View { var body: some View { GreetingView() } }
        ```

        ```swift apple
        import SwiftUI

        struct Wrong: View { var body: some View { Text(greeting).padding(length: 4) } }
        ```

        ```swift apple="parse"
        import UIKit

        let controller = UIViewController()
        ```
        """

    /// ``interface`` built as the module `SwiftUI`, in `<package>/.build/interface`: the folder
    /// that `-I` makes `import SwiftUI` find.
    static func buildInterface(in package: String) async throws -> String {
        let modules = "\(package)/.build/interface"
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        try Data(interface.utf8).write(to: URL(fileURLWithPath: "\(modules)/SwiftUI.swift"))
        let swiftc = try #require(ProcessRunner.executablePath(named: "swiftc"))
        let built = try await withChildSlot("a child process") {
            try await ProcessRunner.run(
                swiftc,
                [
                    "-emit-module", "-parse-as-library", "-module-name", "SwiftUI", "-o",
                    "SwiftUI.swiftmodule",
                    "SwiftUI.swift",
                ],
                in: modules)
        }
        try #require(built.succeeded, "\(built.standardError)")
        return modules
    }

    /// A check of ``article`` in a copy of the fixture package, with `flags` as `-Xapple` flags.
    private func check(appleFlags flags: (String) -> [String]) async throws -> DocumentReport {
        let package = try Fixture.copy()
        let modules = try await Self.buildInterface(in: package)
        try FileManager.default.createDirectory(atPath: "\(package)/Views", withIntermediateDirectories: true)
        try Data(Self.article.utf8).write(to: URL(fileURLWithPath: "\(package)/Views/Views.md"))
        var options = Options()
        options.packageDirectory = package
        options.articleFolders = ["\(package)/Views"]
        options.appleFlags = flags(modules)
        let report = try await withChildSlot("docbuild --check") { [options] in
            try await DocBuildRun.check(options, progress: { _ in })
        }
        return try #require(report.article("Views"))
    }

    @Test func appleSamplesCompileAgainstTheInterfaceAndAWrongLabelFailsAtItsLine() async throws {
        let article = try await check(appleFlags: { ["-I", $0] })
        let errors = article.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.location) == ["Views/Views.md:23:66"])
        #expect(errors.map(\.identifier) == [.compiler])
        #expect(article.results.map(\.status) == [.passed, .passed, .passed, .failed, .passed])
        #expect(
            article.results.map(\.appleCheck)
                == [
                    nil, .compiledAgainstInterface, .compiledAgainstInterface, .compiledAgainstInterface,
                    .parsed,
                ])
        #expect(SampleHTML.badge(for: article.results[1]).label == "Compiled against SwiftUI's interface")
        #expect(SampleHTML.badge(for: article.results[4]).label == "Syntax-checked")
    }

    @Test func withoutAnInterfaceAppleSamplesAreOnlyParsed() async throws {
        let article = try await check(appleFlags: { _ in [] })
        #expect(article.diagnostics.filter { $0.severity == .error }.isEmpty, "\(article.diagnostics)")
        #expect(article.results.dropFirst().allSatisfy { $0.appleCheck == .parsed && $0.status == .passed })
    }
}

/// An example's SwiftUI files, off Apple platforms, type-checked with the example's code against
/// an interface of SwiftUI (``CheckExampleSwiftUI``): a view that uses the interface as declared
/// passes, a wrong label is an error at its file and line, and the badge says what was done.
@Suite struct ExampleSwiftUICheckTests {
    /// An example `Examples/Demo/Hello`: its model, and `SwiftUI/HelloView.swift` with `view`.
    static func check(view: String) async throws -> CheckExampleSwiftUI.Outcome {
        let package = try Fixture.copy()
        let modules = try await AppleInterfaceTests.buildInterface(in: package)
        let swiftc = try #require(ProcessRunner.executablePath(named: "swiftc"))
        let files = [
            ExampleEntry.File(
                path: "Examples/Demo/Hello/Greeting.swift",
                contents: "struct Greeting { var text = \"Hi\" }\n"),
            ExampleEntry.File(path: "Examples/Demo/Hello/SwiftUI/HelloView.swift", contents: view),
            // A demo is an executable of its own: not part of the library checked.
            ExampleEntry.File(path: "Examples/Demo/Hello/Demo/main.swift", contents: "print(1)\n"),
        ]
        for file in files {
            let path = "\(package)/\(file.path)"
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
        }
        let example = ExampleEntry(
            pattern: "Demo", name: "Hello", title: "Hello", summary: [], files: files,
            directory: "Examples/Demo/Hello")
        let checker = SampleTypeChecker(
            scratch: ScratchPackage(directory: "\(package)/.build/docbuild", packageDirectory: package),
            swiftc: swiftc, appleFlags: ["-I", modules])
        return try await withChildSlot("swiftc -typecheck") {
            try await CheckExampleSwiftUI.check(example, checker: checker, packageDirectory: package)
        }
    }

    @Test func aViewThatUsesTheInterfaceAsDeclaredPasses() async throws {
        let outcome = try await Self.check(
            view: """
                #if canImport(SwiftUI)
                    import SwiftUI

                    struct HelloView: View {
                        var body: some View { Text(Greeting().text).padding(4) }
                    }
                #endif

                """)
        #expect(outcome.passed, "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test func aWrongLabelIsAnErrorAtItsFileAndLine() async throws {
        let outcome = try await Self.check(
            view: """
                #if canImport(SwiftUI)
                    import SwiftUI

                    struct HelloView: View {
                        var body: some View { Text(verbatim: Greeting().text) }
                    }
                #endif

                """)
        #expect(!outcome.passed)
        let error = try #require(outcome.diagnostics.first)
        #expect(error.path == "Examples/Demo/Hello/SwiftUI/HelloView.swift")
        #expect(error.line == 5)
        #expect(error.identifier == .exampleSwiftUIFailed)
    }

    @Test func theBadgeSaysTheFilesWereCheckedAgainstAnInterfaceOnlyWhereTheyWere() {
        #expect(
            SiteBuilder.swiftUIBadge(demoRan: true, checkedAgainstInterface: true, platformHasSwiftUI: false)
                .label
                == "SwiftUI · checked against an interface")
        #expect(
            SiteBuilder.swiftUIBadge(demoRan: true, checkedAgainstInterface: false, platformHasSwiftUI: false)
                .label
                == "SwiftUI · not compiled in this build")
    }
}
