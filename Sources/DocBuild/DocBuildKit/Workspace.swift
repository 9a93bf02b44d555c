import DocBasics
import Foundation
import SampleToolchain

/// Every setting a `docbuild` run derives from its ``Options``, resolved once: absolute folders,
/// the toolchain's paths, where the scratch package and the site go, and the article loader.
///
/// Each stage takes what it needs from here, so no stage works a setting out again and each
/// environment problem has one error.
///
/// ```swift
/// let workspace = try Workspace(options: Options(arguments: ["--check"]))
/// print(workspace.articlesDirectory)  // "/path/to/package/Articles"
/// ```
struct Workspace: Sendable {
    var options: Options
    /// The part of the package the run checks (`--filter`, `--shard`).
    var selection: Selection
    /// The package the samples compile against, absolute; it holds a `Package.swift`.
    var packageDirectory: String
    /// The folders of articles, absolute, the site's main one first.
    var articleFolders: [String]
    /// The site's main folder of articles, absolute.
    var articlesDirectory: String { articleFolders[0] }
    /// Where the site is written, absolute.
    var outputDirectory: String
    /// docbuild's working folder: the scratch package, the cache, the type-checks.
    var scratchDirectory: String
    /// The drivers, the jobs and `--verbose`: what every build, type-check and run is made with.
    var toolchain: Toolchain
    /// The `swift` driver.
    var swift: String { toolchain.swift }
    /// The `swiftc` driver.
    var swiftc: String { toolchain.swiftc }
    var loader: ArticleLoader
    /// The baseline ``baselineFile`` holds, read before anything is checked so that a missing or
    /// broken one stops the run at once; `nil` when there is none (or `--no-baseline`).
    var baseline: Baseline?
    /// The package's `docbuild.json`, or the defaults.
    var configuration: Configuration

    /// Resolves `options`.
    ///
    /// - Throws: ``EnvironmentError`` when the package has no `Package.swift`, `swift` is not on
    ///   `PATH`, or the baseline `--baseline` names is missing or not a baseline;
    ///   ``ConfigurationError`` for a bad `docbuild.json`.
    init(options: Options) throws {
        self.options = options
        selection = Selection(options)
        let packageDirectory = Self.absolute(options.packageDirectory)
        // A book that is no package (its docbuild.json says it is documentation) compiles its
        // samples with the standard library alone.
        let manager = FileManager.default
        guard
            manager.fileExists(atPath: "\(packageDirectory)/Package.swift")
                || manager.fileExists(atPath: "\(packageDirectory)/\(Configuration.fileName)")
        else {
            throw EnvironmentError(
                .noPackage,
                "no Package.swift or docbuild.json in \(packageDirectory): run docbuild in a Swift package "
                    + "(or a folder of documentation with a docbuild.json), or pass --package DIR"
            )
        }
        guard let swift = ProcessRunner.executablePath(named: "swift") else {
            throw EnvironmentError(
                .swiftNotFound,
                "`swift` is not on PATH: install the Swift toolchain (https://swift.org/install) and add its "
                    + "usr/bin to PATH")
        }
        self.packageDirectory = packageDirectory
        configuration = try Configuration.load(packageDirectory: packageDirectory)
        let articleFolders =
            options.articleFolders.isEmpty
            ? configuration.articles.map { Self.absolute("\(packageDirectory)/\($0)") }
            : options.articleFolders.map(Self.absolute)
        self.articleFolders = articleFolders
        outputDirectory = Self.absolute(options.outputDirectory ?? "\(packageDirectory)/site/public")
        scratchDirectory = ScratchPackage.directory(inPackage: packageDirectory)
        toolchain = Toolchain(
            swift: swift, swiftc: ProcessRunner.executablePath(named: "swiftc") ?? swift + "c",
            jobs: options.jobs, isVerbose: options.isVerbose)
        toolchain.usesRecordedCommands = options.usesRecordedCommands
        loader = ArticleLoader(
            packageDirectory: packageDirectory, articlesDirectory: articleFolders[0],
            mode: configuration.mode,
            repository: configuration.repository, version: configuration.version
        )
        loader.moreFolders = Array(articleFolders.dropFirst())
        loader.errorMarkers = configuration.errorMarkers
        loader.listingTests = configuration.listingTests
        loader.checksUntestedListings = configuration.modeIsChosen
        loader.placeholders = configuration.placeholders
        loader.excluded = configuration.exclude.map(PathGlob.init)
        if let file = baselineFile {
            let displayPath = displayPath(file)
            baseline = try Baseline.read(file, displayPath: displayPath)
            if baseline == nil, options.baselineFile != nil, !options.isWritingBaseline {
                throw EnvironmentError(
                    .missingBaseline, "no baseline at \(displayPath): write it with --write-baseline")
            }
        }
    }

    /// `file` relative to the package when inside it, else as given.
    func displayPath(_ file: String) -> String { loader.displayPath(file) }

    /// The text of each of the files at `paths` (relative to the package, or absolute) that can be
    /// read, by path: what the diagnostic formatter quotes a problem's line from.
    func sources(of paths: some Sequence<String>) -> [String: String] {
        var sources: [String: String] = [:]
        for path in Set(paths) {
            let file = path.hasPrefix("/") ? path : packageDirectory + "/" + path
            sources[path] = try? String(contentsOfFile: file, encoding: .utf8)
        }
        return sources
    }

    /// A reader of the text of a line (1-based) of a file (relative to the package, or absolute),
    /// `nil` when there is no such file or line: what names a problem in the baseline. It reads
    /// each file once, however many of its lines are asked for.
    func lineReader() -> (_ path: String, _ line: Int) -> String? {
        var files: [String: [Substring]] = [:]
        return { [packageDirectory] path, line in
            guard line >= 1 else { return nil }
            if files[path] == nil {
                let file = path.hasPrefix("/") ? path : "\(packageDirectory)/\(path)"
                files[path] = (try? String(contentsOfFile: file, encoding: .utf8))?.textLines ?? []
            }
            let lines = files[path] ?? []
            return line <= lines.count ? String(lines[line - 1]) : nil
        }
    }

    /// The scratch package the samples are built in, keeping `demoProducts` buildable; its
    /// programs import the library products and the library targets of the examples' folder (the
    /// layout's folders before its first `*`: `Examples` for `Examples/*/*`).
    func scratchPackage(demoProducts: [String] = []) -> ScratchPackage {
        let fixed = (configuration.examples ?? "").split(separator: "/").prefix { $0 != "*" }
        return ScratchPackage(
            directory: scratchDirectory, packageDirectory: packageDirectory, demoProducts: demoProducts,
            examplesFolder: fixed.isEmpty ? nil : fixed.joined(separator: "/"),
            settings: configuration.swiftSettings)
    }

    /// The absolute form of `path` (against the current directory), without a trailing `/`.
    static func absolute(_ path: String) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        var result = url.standardizedFileURL.path
        while result.count > 1 && result.hasSuffix("/") {
            result.removeLast()
        }
        return result
    }
}
