import Foundation
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import DocSite
@testable import Doctest

/// The documentation's command-line reference is `docbuild --help-markdown`'s output, committed
/// beside the options it is made from, so that the page cannot drift from what docbuild parses.
@Suite struct CommandLineReferenceTests {
    static let committed = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/DocBuild/DocBuildKit/CommandLine.md")

    @Test func theCommittedReferenceIsWhatTheOptionsMake() throws {
        let text = try String(contentsOf: Self.committed, encoding: .utf8)
        #expect(
            text == Options.markdownReference,
            "\(Self.committed.lastPathComponent) is not what docbuild's options make: run `swift run docbuild --help-markdown > Sources/DocBuild/DocBuildKit/CommandLine.md`"
        )
    }

    /// A docbuild built from a release tag says that tag: the package's version, which
    /// `docbuild.json` gives the site (and the README, which the browser test holds to it).
    @Test func docbuildsVersionIsThePackagesVersion() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let configuration = root.appendingPathComponent("docbuild.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: configuration)) as? [String: Any]
        #expect(object?["version"] as? String == DocBuildCommand.version)
    }

    @Test func everyOptionHasARowAndEveryExitStatusToo() {
        let rows = Options.markdownReference.split(separator: "\n").filter {
            $0.hasPrefix("| `-")
        }
        #expect(rows.count == Options.declarations.count)
        for option in Options.declarations {
            #expect(rows.contains { $0.contains("`\(option.names[0])") }, "\(option.names[0])")
        }
        #expect(Options.markdownReference.contains("| 64 | a usage error |"))
    }

    /// Every identifier `Diagnostic.swift` declares is explained, once, and nothing else is.
    @Test func theDiagnosticsIndexExplainsEveryIdentifierOnce() throws {
        let source = try String(
            contentsOf: Self.committed.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("DocBasics/Diagnostics/Diagnostic.swift"),
            encoding: .utf8)
        let declared = source.matches(of: /package static let \w+ = docbuild\("(\w+)"\)/).map {
            "docbuild." + $0.1
        }
        let explained = Diagnostic.Identifier.explanations.flatMap(\.entries).map(\.identifier.rawValue)
        #expect(declared.count > 80)
        #expect(Set(explained).count == explained.count, "an identifier is explained twice")
        #expect(Set(explained) == Set(declared))
        for entry in Diagnostic.Identifier.explanations.flatMap(\.entries) {
            #expect(!entry.cause.isEmpty && !entry.fix.isEmpty, "\(entry.identifier)")
            #expect(Options.markdownReference.contains("| `\(entry.identifier)` |"))
        }
    }

    /// Each fence word of the table parses as it is written there (doc-comments beside an include,
    /// which it needs), and every badge is in the reference.
    @Test func theFenceWordsTableSpellsWordsThatParseAndEveryBadgeIsListed() throws {
        for (word, _) in FenceInfo.reference {
            let info =
                word.hasPrefix("doc-comments") ? #"swift include="A.swift#r" "# + word : "swift " + word
            #expect(throws: Never.self, "\(word)") { try FenceInfo(parsing: info) }
        }
        #expect(SampleHTML.allBadges.count == 13)
        for badge in SampleHTML.allBadges {
            #expect(Options.markdownReference.contains("| \(badge.label) |"), "\(badge.label)")
        }
    }

    @Test func helpMarkdownPrintsTheReference() throws {
        #expect(try Options(arguments: ["--help-markdown"]).action == .helpMarkdown)
    }
}
