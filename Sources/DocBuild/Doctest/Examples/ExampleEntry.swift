import DocBasics
import DocMarkdown
import Foundation

/// One example of the catalog: a folder with a `README.md` that the examples layout matches
/// (`docbuild.json`'s `examples`; by default `Examples/*/*`, that is `Examples/<Group>/<Name>/`).
package struct ExampleEntry: Hashable, Sendable {
    /// A source file of the example.
    package struct File: Hashable, Sendable {
        /// Relative to the package: `Examples/Interactors/Feed/FeedInteractor.swift`.
        package var path: String
        package var contents: String

        /// A SwiftUI file: in a `SwiftUI/` folder, or its code under `#if canImport(SwiftUI)`.
        /// Such code is compiled only where SwiftUI exists, which the catalog's badge says.
        package var isSwiftUI: Bool {
            path.split(separator: "/").dropLast().contains("SwiftUI")
                || contents.contains("#if canImport(SwiftUI)")
        }
    }

    /// The group the catalog lists it under, from the layout's `*` folders before its own:
    /// `Interactors` for `Examples/Interactors/Feed`; empty for a layout of one `*`.
    package var pattern: String
    /// The example's folder name, also its library target: `Feed`.
    package var name: String
    /// From the first line of its README.md.
    package var title: String
    /// The README's first paragraph, as Markdown blocks.
    package var summary: [MarkdownBlock]
    package var files: [File]
    /// The folder of its test target, relative to the package (``testFolder(ofExampleNamed:in:)``).
    package var testsDirectory: String?
    /// The `.swift` files of its test target, test fixtures left out.
    package var tests: [File] = []
    /// What its headless demo printed; `nil` until collected.
    package var transcript: String?
    /// Its SwiftUI files passed a type-check against an interface of SwiftUI
    /// (`CheckExampleSwiftUI`) in this build.
    package var isSwiftUIInterfaceChecked = false

    init(
        pattern: String, name: String, title: String, summary: [MarkdownBlock], files: [File],
        transcript: String? = nil, directory: String? = nil
    ) {
        self.directory = directory ?? "Examples/\(pattern)/\(name)"
        self.pattern = pattern
        self.name = name
        self.title = title
        self.summary = summary
        self.files = files
        self.transcript = transcript
    }

    /// The folder relative to the package.
    package var directory: String

    /// The modules its Swift files import: `ReadingList` for `import ReadingList`,
    /// `public import ReadingList` or `@testable import ReadingList`.
    package var importedModules: Set<String> {
        var modules: Set<String> = []
        for file in files where file.path.hasSuffix(".swift") {
            for line in file.contents.split(separator: "\n") {
                let words = line.split(separator: " ")
                if words.count >= 2, words[words.count - 2] == "import" {
                    modules.insert(String(words.last!))
                }
            }
        }
        return modules
    }

    /// The anchor of the example on the catalog page.
    package var anchor: String { HeadingSlugger.baseSlug(for: "\(pattern) \(name)") }

    /// The executable product whose output is the transcript: `feed-demo`.
    package var demoProduct: String { Self.demoProduct(ofExampleNamed: name) }

    /// The demo product of the example folder `name`: `Feed` → `feed-demo`.
    static func demoProduct(ofExampleNamed name: String) -> String { "\(name.lowercased())-demo" }

    /// True where docbuild itself was built with SwiftUI (Apple platforms): there the demo's
    /// build compiles the example's SwiftUI files; elsewhere they are compiled out.
    package static var platformHasSwiftUI: Bool {
        #if canImport(SwiftUI)
            true
        #else
            false
        #endif
    }

    /// The default layout: `Examples/<Group>/<Name>/`.
    static let defaultLayout = "Examples/*/*"

    /// Every example the layout matches (a folder with a README.md), sorted by group and name.
    ///
    /// Only `.swift` files are listed; the README supplies the title (its first line, without
    /// `#`) and the summary (its first paragraph).
    package static func loadAll(packageDirectory: String, layout: String? = defaultLayout) -> [ExampleEntry] {
        folders(matching: layout, in: packageDirectory).map { match in
            let folder = "\(packageDirectory)/\(match.path)"
            let readmePath = "\(match.path)/README.md"
            let text = (try? String(contentsOfFile: "\(folder)/README.md", encoding: .utf8)) ?? ""
            let document = CMarkParser.parse(text, path: readmePath)
            var title = match.name
            var summary: [MarkdownBlock] = []
            for block in document.blocks {
                if case .heading(_, let inlines, _) = block, title == match.name {
                    title = MarkdownPlainText.text(of: inlines)
                } else if case .paragraph = block, summary.isEmpty {
                    summary = [block]
                }
            }
            var example = ExampleEntry(
                pattern: match.group, name: match.name, title: title, summary: summary,
                files: swiftFiles(under: match.path, in: packageDirectory), directory: match.path)
            example.testsDirectory =
                testFolder(ofExampleNamed: match.name, in: packageDirectory)
                ?? linkedTestFolder(
                    in: document, exampleDirectory: match.path, packageDirectory: packageDirectory)
            if let tests = example.testsDirectory {
                example.tests = swiftFiles(under: tests, in: packageDirectory)
            }
            return example
        }
    }

    /// The folder of the example's test target, relative to the package: `<Name>Tests` as SwiftPM
    /// names test targets, directly under `Tests/` or one folder deeper (`Tests/Examples/`).
    ///
    /// A name that is also a module's (`Sources/<Name>/`) is that module's, and so are its tests:
    /// target names are unique in a package, so the example's target must be called otherwise.
    static func testFolder(ofExampleNamed name: String, in packageDirectory: String) -> String? {
        guard !isDirectory("\(packageDirectory)/Sources/\(name)") else { return nil }
        let folder = "\(name)Tests"
        let candidates =
            ["Tests/\(folder)"]
            + sortedDirectories(in: "\(packageDirectory)/Tests").map { "Tests/\($0)/\(folder)" }
        return candidates.first { isDirectory("\(packageDirectory)/\($0)") }
    }

    /// The test folder the README links into, for an example whose tests are no target of its
    /// own (several examples that pass one shared spec): the folder directly under `Tests/` that
    /// holds the first file or folder under `Tests/` that the README links to.
    static func linkedTestFolder(
        in readme: MarkdownDocument, exampleDirectory: String, packageDirectory: String
    )
        -> String?
    {
        var found: String?
        MarkdownInlineWalker.forEach(in: readme.blocks) { inline in
            guard found == nil, case .link(let destination, _, _, _) = inline,
                !SitePath.isExternal(destination),
                let path = SitePath.resolve(
                    SitePath.splitFragment(destination).path, against: exampleDirectory)
            else { return }
            let parts = path.split(separator: "/")
            if parts.count >= 2, parts[0] == "Tests", isDirectory("\(packageDirectory)/Tests/\(parts[1])") {
                found = "Tests/\(parts[1])"
            }
        }
        return found
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// The `.swift` files under `folder` (relative to the package), read; test fixtures left out.
    private static func swiftFiles(under folder: String, in packageDirectory: String) -> [File] {
        swiftFiles(in: "\(packageDirectory)/\(folder)").filter {
            !$0.split(separator: "/").contains("Fixtures")
        }.map { relative in
            File(
                path: "\(folder)/\(relative)",
                contents: (try? String(
                    contentsOfFile: "\(packageDirectory)/\(folder)/\(relative)", encoding: .utf8))
                    ?? "")
        }
    }

    /// The folders under `packageDirectory` that `layout` matches and that hold a README.md, in
    /// path order: each with its path, its group (the folders the layout's earlier `*`s matched)
    /// and its name.
    static func folders(matching layout: String?, in packageDirectory: String)
        -> [(path: String, group: String, name: String)]
    {
        guard let layout else { return [] }
        var matches: [(path: String, wildcards: [String])] = [("", [])]
        for component in layout.split(separator: "/").map(String.init) {
            matches = matches.flatMap { match -> [(path: String, wildcards: [String])] in
                let parent = match.path.isEmpty ? packageDirectory : "\(packageDirectory)/\(match.path)"
                let names = component == "*" ? sortedDirectories(in: parent) : [component]
                return names.map { name in
                    (
                        match.path.isEmpty ? name : "\(match.path)/\(name)",
                        component == "*" ? match.wildcards + [name] : match.wildcards
                    )
                }
            }
        }
        return matches.filter {
            FileManager.default.fileExists(atPath: "\(packageDirectory)/\($0.path)/README.md")
        }
        .map { match in
            let name = (match.path as NSString).lastPathComponent
            return (match.path, match.wildcards.dropLast().joined(separator: "/"), name)
        }
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
