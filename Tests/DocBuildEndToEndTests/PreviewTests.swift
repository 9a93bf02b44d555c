import Foundation
import QuartetSupport
import TestSupport
import Testing

/// `docbuild preview` as its user has it: the built executable serving the Shapes package, a page
/// fetched and the reload events read over HTTP while the article is edited on disk.
@Suite struct PreviewTests {
    /// Runs `docbuild preview` on `package` for `body`, holding a slot of the suite's, and kills it
    /// when `body` returns.
    static func withPreview<Value: Sendable>(
        of package: String, _ body: @escaping @Sendable (TestProcess) async throws -> Value
    ) async throws -> Value {
        try await TestProcess.withStarted(
            DocBuildCommandTests.executable, ["preview", "--package", package, "--port", "0"], body)
    }

    /// The port `preview` serves on, read from its "Serving the site at http://127.0.0.1:N/" line.
    static func port(of preview: TestProcess) async throws -> UInt16 {
        let line = try await preview.line { $0.hasPrefix("Serving the site at ") }
        let match = try #require(line.firstMatch(of: /127\.0\.0\.1:(\d+)\//))
        return try #require(UInt16(match.1))
    }

    private static func edit(_ package: String, replacing old: String, with new: String) throws {
        try OtherPackageTests.edit("Guides/Squares.md", of: package, replacing: old, with: new)
    }

    /// The message of a `problem` event, which pages show in their banner.
    private static func message(of event: PreviewClient.Event) throws -> String {
        try #require(try JSONDecoder().decode([String: String].self, from: Data(event.data.utf8))["message"])
    }

    /// Prose, a sample, `docbuild.json` broken and repaired, and a broken sample, in turn.
    @Test func eachKindOfEditReachesThePageThroughHTTP() async throws {
        let package = try OtherPackageTests.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        try await Self.withPreview(of: package) { preview in
            let port = try await Self.port(of: preview)

            let first = try await PreviewClient.get("/Squares.html", port: port)
            #expect(first.status == 200)
            #expect(first.headers["content-type"] == "text/html; charset=utf-8")
            #expect(first.body.contains("// Prints &quot;9.0&quot;"), "\(first.body)")
            #expect(first.body.contains("<script src=\"/_docbuild/preview.js\" defer></script>\n</body>"))
            #expect(
                try await PreviewClient.get("/_docbuild/preview.js", port: port).body.contains("EventSource"))

            let events = try await PreviewClient.EventStream(port: port)
            defer { events.disconnect() }

            // Prose: the page says it at once; its samples are not built again.
            try Self.edit(
                package, replacing: "A later block sees", with: "As in a notebook, a later block sees")
            let prose = try await events.page("/Squares.html", port: port) {
                $0.body.contains("As in a notebook, a later block sees")
            }
            #expect(prose.body.contains("// Prints &quot;9.0&quot;"))

            // A sample: its new output. The second block loses its `// Prints` line, so that the
            // page shows what it printed; the first one's is checked in the same run.
            try Self.edit(package, replacing: "Square(side: 3)", with: "Square(side: 5)")
            try Self.edit(package, replacing: #"Prints "9.0"."#, with: #"Prints "25.0"."#)
            try Self.edit(package, replacing: #"  // Prints "3.0 cm""#, with: "")
            let page = try await events.page("/Squares.html", port: port) {
                $0.body.contains("<samp>5.0 cm\n</samp>")
            }
            #expect(page.body.contains("// Prints &quot;25.0&quot;"))
            #expect(page.body.contains(">Verified</span>") && !page.body.contains(">Failed</span>"))

            // A docbuild.json that does not load: the open pages are told where, and so is a page
            // opened meanwhile (what is served is from before); checking the repair ends it, for
            // both, though it gives back the pages served before and so names none.
            // Saved as editors save, renamed into place: written in place (`edit`), the emptied file
            // could be checked on its own first, a problem of its own.
            let configuration = "\(package)/docbuild.json"
            let good = try String(contentsOfFile: configuration, encoding: .utf8)
            try good.replacingOccurrences(of: "\"tagline\"", with: "\"tagLine\"")
                .write(toFile: configuration, atomically: true, encoding: .utf8)
            let problem = try await events.next(named: "problem")
            #expect(
                PrintedDiagnostic.all("docbuild.UnknownConfigurationKey", in: try Self.message(of: problem))
                    == [
                        PrintedDiagnostic("docbuild.json:3", "error", "docbuild.UnknownConfigurationKey")
                    ])
            let opened = try await PreviewClient.EventStream(port: port)
            defer { opened.disconnect() }
            #expect(try await opened.next(named: "problem") == problem)
            try good.write(toFile: configuration, atomically: true, encoding: .utf8)
            _ = try await events.next(named: "reload")
            _ = try await opened.next(named: "reload")

            // A broken sample: its diagnostic, in the page in place of its output, and in the terminal.
            try Self.edit(package, replacing: "Square(side: 5)", with: "Square(sid: 5)")
            let broken = try await events.page("/Squares.html", port: port) {
                $0.body.contains("<div class=\"sample-problems\" role=\"alert\">")
            }
            #expect(broken.body.contains("Guides/Squares.md:7:20: error:"))
            #expect(broken.body.contains("[docbuild.Compiler]"))
            _ = try await preview.line {
                $0.hasPrefix("Guides/Squares.md:7:20: error:") && $0.hasSuffix("[docbuild.Compiler]")
            }

            // The other pages are served as they were; nothing is written to the site's folder.
            #expect(try await PreviewClient.get("/Reference.html", port: port).status == 200)
            #expect(try await PreviewClient.get("/nowhere.html", port: port).status == 404)
            // The browser's own request for an icon, which the Shapes package's site has none of.
            #expect(try await PreviewClient.get("/favicon.ico", port: port).status == 204)
            #expect(!FileManager.default.fileExists(atPath: "\(package)/site"))
        }
    }

    @Test func aPreviewKilledWhileCheckingLeavesTheScratchFolderAsACheckNeedsIt() async throws {
        let package = try OtherPackageTests.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        try await Self.withPreview(of: package) { preview in
            _ = try await Self.port(of: preview)
            try Self.edit(package, replacing: "Square(side: 3)", with: "Square(side: 4)")
            try Self.edit(package, replacing: #"Prints "9.0"."#, with: #"Prints "16.0"."#)
            try Self.edit(package, replacing: #"Prints "3.0 cm""#, with: #"Prints "4.0 cm""#)
            // Killed as soon as it starts on the change, wherever it then is.
            _ = try await preview.line {
                $0.hasPrefix("Compiling") || $0.hasPrefix("Building") || $0.contains("changed:")
            }
            // Killed as it returns: its scratch lock goes with it.
        }

        let check = try await DocBuildCommandTests.docbuild(["--check", "--package", package])
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout.contains("7 passed, 0 failed, 0 skipped"), "\(check.stdout)")
    }
}
