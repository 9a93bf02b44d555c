import Foundation

/// One example of the catalog: `Examples/<Pattern>/<Name>/`.
package struct ExampleEntry: Hashable, Sendable {
    /// A source file of the example.
    struct File: Hashable, Sendable {
        /// Relative to the package: `Examples/Interactors/Feed/FeedInteractor.swift`.
        var path: String
        var contents: String

    }

    /// The pattern module: `Interactors`.
    var pattern: String
    /// The example's folder name, also its library target: `Feed`.
    var name: String
    /// From the first line of its README.md.
    var title: String
    /// The README's first paragraph, as Markdown blocks.
    var summary: [MarkdownBlock]
    var files: [File]
    /// What its headless demo printed; `nil` until collected.
    var transcript: String?

    init(
        pattern: String, name: String, title: String, summary: [MarkdownBlock], files: [File],
        transcript: String? = nil
    ) {
        self.pattern = pattern
        self.name = name
        self.title = title
        self.summary = summary
        self.files = files
        self.transcript = transcript
    }

    /// The folder relative to the package.
    var directory: String { "Examples/\(pattern)/\(name)" }

    /// The anchor of the example on the catalog page.
    var anchor: String { HeadingSlugger.baseSlug(for: "\(pattern) \(name)") }

    /// The executable product whose output is the transcript: `feed-demo`.
    var demoProduct: String { Self.demoProduct(ofExampleNamed: name) }

    /// The demo product of the example folder `name`: `Feed` → `feed-demo`.
    static func demoProduct(ofExampleNamed name: String) -> String { "\(name.lowercased())-demo" }

    /// The demo products of the examples ``loadAll(packageDirectory:)`` finds, without reading
    /// their files: what docbuild's scratch package keeps so that the demos can be built.
    static func demoProducts(packageDirectory: String) -> [String] {
        let root = packageDirectory + "/Examples"
        return sortedDirectories(in: root).flatMap { pattern in
            sortedDirectories(in: "\(root)/\(pattern)")
                .filter { FileManager.default.fileExists(atPath: "\(root)/\(pattern)/\($0)/README.md") }
                .map(demoProduct(ofExampleNamed:))
        }
    }

    /// Every example under `<packageDirectory>/Examples/*/*/` that has a README.md, sorted by
    /// pattern and name.
    ///
    /// Only `.swift` files are listed; the README supplies the title (its first line, without
    /// `#`) and the summary (its first paragraph).
    static func loadAll(packageDirectory: String) -> [ExampleEntry] {
        let fileManager = FileManager.default
        let root = packageDirectory + "/Examples"
        var entries: [ExampleEntry] = []
        for pattern in sortedDirectories(in: root) {
            for name in sortedDirectories(in: "\(root)/\(pattern)") {
                let folder = "\(root)/\(pattern)/\(name)"
                guard let data = fileManager.contents(atPath: folder + "/README.md") else { continue }
                let readmePath = "Examples/\(pattern)/\(name)/README.md"
                let document = CMarkParser.parse(String(decoding: data, as: UTF8.self), path: readmePath)
                var title = name
                var summary: [MarkdownBlock] = []
                for block in document.blocks {
                    if case .heading(_, let inlines, _) = block, title == name {
                        title = MarkdownPlainText.text(of: inlines)
                    } else if case .paragraph = block, summary.isEmpty {
                        summary = [block]
                    }
                }
                let files = swiftFiles(in: folder).map { relative in
                    File(
                        path: "Examples/\(pattern)/\(name)/\(relative)",
                        contents: (try? String(contentsOfFile: "\(folder)/\(relative)", encoding: .utf8))
                            ?? "")
                }
                entries.append(
                    ExampleEntry(pattern: pattern, name: name, title: title, summary: summary, files: files))
            }
        }
        return entries
    }

    private static func sortedDirectories(in path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".")
                && FileManager.default.fileExists(atPath: "\(path)/\(name)", isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    /// The `.swift` files under `folder`, relative to it, sorted: the example's own files first,
    /// then its folders (`Demo/`, `SwiftUI/`).
    private static func swiftFiles(in folder: String) -> [String] {
        let all = (FileManager.default.subpaths(atPath: folder) ?? []).filter { $0.hasSuffix(".swift") }
        return all.sorted { ($0.contains("/") ? 1 : 0, $0) < ($1.contains("/") ? 1 : 0, $1) }
    }
}
