import Foundation
import QuartetSupport
import TestSupport
import Testing

@testable import DocBuildKit
@testable import Doctest
@testable import SampleToolchain

/// The fixture package (`Fixtures/Greeter`: a one-file library and folders of articles) and shared
/// check runs over it, so that each slow build happens once per test process.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Greeter").path

    /// `markdown` as `Articles/A.md` of a package in a folder of its own, loaded as a check loads
    /// it (the folder is gone when it returns: the document holds all it read).
    static func article(_ markdown: String) throws -> LoadedDocument {
        let package = try TemporaryDirectory(prefix: "article")
        defer { package.remove() }
        try FileManager.default.createDirectory(
            atPath: "\(package.path)/Articles", withIntermediateDirectories: true)
        try Data(markdown.utf8).write(to: URL(fileURLWithPath: "\(package.path)/Articles/A.md"))
        let loader = ArticleLoader(
            packageDirectory: package.path, articlesDirectory: "\(package.path)/Articles")
        return loader.load("\(package.path)/Articles/A.md")
    }

    /// A fresh copy of the fixture package: checks write their scratch package under `.build`, and
    /// the tree under `Tests/` must stay clean.
    static func copy() throws -> String {
        let temporary = try TemporaryDirectory(prefix: "docbuild-tests")
        let destination = "\(temporary.path)/Greeter"
        try FileManager.default.copyItem(atPath: directory, toPath: destination)
        return destination
    }

    /// A check of `articles` (a folder of the fixture) in its own copy of the package.
    static func check(
        articles: String, timeout: Duration = .seconds(30),
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws -> (CheckReport, String) {
        let package = try copy()
        var options = Options()
        options.packageDirectory = package
        options.articleFolders = ["\(package)/\(articles)"]
        options.timeout = timeout
        let lines = ProgressLines()
        let report = try await withChildSlot(
            "docbuild --check", lastOutput: lines.all.joined(separator: "\n")
        ) {
            [options] in
            try await DocBuildRun.check(options) { line in
                lines.append(line)
                progress(line)
            }
        }
        return (report, package)
    }

    typealias SharedRun = Task<(CheckReport, String), any Error>

    /// `Articles/`: every fence kind, all passing.
    static var passing: SharedRun {
        sharedRun("passing") { try await check(articles: "Articles") }
    }
    /// `Failures/`: one article per kind of failure.
    static var failures: SharedRun {
        sharedRun("failures") {
            try await check(articles: "Failures", timeout: .seconds(3), progress: failuresProgress.append)
        }
    }
    /// `LinkFailure/`: a program that compiles and does not link, beside one that passes.
    static var linkFailure: SharedRun {
        sharedRun("linkFailure") { try await check(articles: "LinkFailure") }
    }
    /// The progress lines of ``failures``.
    static let failuresProgress = ProgressLines()

    /// The shared runs, each started on first use and kept until the process exits, when they are
    /// released: before LeakSanitizer's check, which runs in the first `atexit` handler registered
    /// and so last. A report still alive then holds ``MarkdownBlock``s, whose boxes LeakSanitizer
    /// reports as leaked, because an enum refers to them through pointers carrying the case in
    /// spare bits, which it does not recognise (Tests/SanitizerFixtures/LiveEnumAtExit.swift).
    private static let sharedRuns = Lock<[String: SharedRun]>([:])

    /// The run `name`, started by `operation` on first use; see ``sharedRuns``.
    static func sharedRun(
        _ name: String, _ operation: @escaping @Sendable () async throws -> (CheckReport, String)
    ) -> SharedRun {
        sharedRuns.withLock { runs in
            if let run = runs[name] { return run }
            if runs.isEmpty {
                atexit { Fixture.sharedRuns.withLock { $0.removeAll() } }
            }
            let run = SharedRun(operation: operation)
            runs[name] = run
            return run
        }
    }
}

/// Progress lines, collected from any thread.
final class ProgressLines: Sendable {
    private let lines = Lock<[String]>([])

    @Sendable func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

extension CheckReport {
    func article(_ name: String) -> DocumentReport? {
        articles.first { $0.path.hasSuffix("/\(name).md") }
    }
}

extension TemporaryDirectory {
    /// A new temporary folder holding `files` (path → contents), for tests that need a small
    /// package of their own.
    static func holding(_ files: [String: String], prefix: String) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: prefix)
        for (path, contents) in files {
            let url = URL(fileURLWithPath: "\(folder.path)/\(path)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return folder
    }
}
