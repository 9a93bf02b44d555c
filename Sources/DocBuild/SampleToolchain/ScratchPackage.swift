import DocBasics
import Foundation

/// An executable of the scratch package: an article's program, or an isolated sample.
package struct ScratchTarget: Hashable, Sendable {
    /// A valid, unique target name: `A03_Doctests` or `A03_Doctests_S7`.
    package var name: String
    package var program: ProgramSource

    package init(name: String, program: ProgramSource) {
        self.name = name
        self.program = program
    }

}

/// The SwiftPM package docbuild builds the samples in: a copy of the package, made of
/// links, whose manifest is the package's own with the articles' programs added as executables.
///
/// It lives in `<package>/.build/docbuild/package/`. Every top-level entry of the package but
/// `.build`, `.git`, `.swiftpm` and the manifests is linked there, so the package's targets find
/// their sources where their manifest says; each `Package*.swift` manifest is copied with a
/// block appended that keeps only the library products (and the example demos named in
/// ``demoProducts``), the targets they need, and adds one executable per program, depending on
/// every library product's targets with package access off, as an app would import them. So one
/// manifest is evaluated, once, by the one `swift build`: evaluating the package's manifest is a
/// large part of a cold check, and a copy depending on the package by path would evaluate it
/// twice.
///
/// Files are rewritten only when their content changes, so SwiftPM's incremental build skips
/// what is unchanged. A C library target `DocBuildSupport` holds the block-marker function,
/// compiled once for all programs. When no program is built it depends on every library, so that
/// building it makes their modules exist for type-checking `no-run` and `compile-fail` samples;
/// otherwise it depends on nothing and compiles alongside the libraries instead of after them.
///
/// The manifest must declare tools version 5.9 or later (the block uses `packageAccess`) and
/// bind its package to a top-level `package` (`let package = Package(…)`, as `swift package
/// init` writes it): the appended block extends that value. A relative path dependency is made
/// absolute, so that it still points beside the package.
package struct ScratchPackage: Sendable {
    static let supportTarget = "DocBuildSupport"
    /// The folder of the package that holds the programs' sources.
    static let samplesFolder = "DocBuildSamples"

    /// docbuild's working folder: the copy, the cache, the type-checks.
    var directory: String
    /// The package whose samples are built: the one docbuild runs on (the workspace's).
    var packageDirectory: String
    /// Executable products of the package that the copy keeps, so that they can be built
    /// with `--product`: the example demos.
    var demoProducts: [String]
    /// The folder the examples are in, relative to the package (`Examples`): its library targets
    /// are imported by the programs as the library products are, and its executable targets
    /// named in ``demoProducts`` are built, without being products of the package. A reader
    /// copies an example's files into modules named as its imports say; SwiftPM rejects a package
    /// graph in which a dependency's product reaches a target of the same name, so a package's
    /// examples are best left out of its products.
    var examplesFolder: String?
    /// The compiler settings of the programs (`swiftSettings` in `docbuild.json`).
    var settings: SampleSettings

    package init(
        directory: String, packageDirectory: String, demoProducts: [String] = [],
        examplesFolder: String? = nil, settings: SampleSettings = SampleSettings()
    ) {
        self.directory = directory
        self.packageDirectory = packageDirectory
        self.demoProducts = demoProducts
        self.examplesFolder = examplesFolder
        self.settings = settings
    }

    /// Where docbuild keeps its scratch package (and its cache) in the package at `packageDirectory`.
    package static func directory(inPackage packageDirectory: String) -> String {
        "\(packageDirectory)/.build/docbuild"
    }

    /// The root of the scratch package, the package's copy, whose working folder is `directory`.
    package static func copyDirectory(of directory: String) -> String {
        "\(directory)/package"
    }

    /// Where SwiftPM puts the executables and modules of the scratch package whose working
    /// folder is `directory` (`.build/release` is a link to the triple's).
    static func binDirectory(of directory: String) -> String {
        "\(copyDirectory(of: directory))/.build/\(SampleBuilder.configuration)"
    }

    /// The Swift language mode the programs build in, as `-swift-version` takes it: the one
    /// ``settings`` names, else ``manifestLanguageMode``.
    var languageMode: String { settings.languageMode ?? manifestLanguageMode }

    /// The language mode of the package's own targets: tools 6 and later default to 6, earlier
    /// tools to 5; `swiftLanguageModes`, or the older `swiftLanguageVersions`, naming only `.v5` or
    /// `.v6` decides.
    var manifestLanguageMode: String {
        let manifest =
            (try? String(contentsOfFile: "\(packageDirectory)/Package.swift", encoding: .utf8)) ?? ""
        let declared = manifest.firstMatch(of: /swiftLanguage(?:Modes|Versions)\s*:\s*\[\s*\.v(\d)/)
        if let declared { return String(declared.1) }
        return (Self.toolsVersion(of: manifest)?.0 ?? 6) >= 6 ? "6" : "5"
    }

    /// The flags that make `swiftc` compile a sample as its program's build does: the language
    /// mode, `DEBUG` (see ``SampleBuilder/buildFlags``) and ``settings``' features and conditions.
    package var compilerFlags: [String] {
        ["-swift-version", languageMode, "-DDEBUG"] + settings.featureFlags
    }

    /// The root of the scratch package, the package's copy: what `swift build --package-path` takes.
    package var copyDirectory: String { Self.copyDirectory(of: directory) }

    /// Where SwiftPM puts this scratch package's executables and modules.
    package var binDirectory: String { Self.binDirectory(of: directory) }
    var modulesDirectory: String { "\(builtDirectory)/Modules" }

    /// The clang module cache of docbuild's own `swiftc` and `swift symbolgraph-extract` runs,
    /// apart from the build's: a cached module records the path it was reached by, and one reached
    /// through another spelling of the build's folder (its `.build/release` link, say, by an
    /// earlier docbuild) is "defined in both" for every later compile that reads the cache, so
    /// that every sample importing a C module fails with no located error.
    var ownModuleCache: String { "\(directory)/module-cache" }

    /// The folder a build writes into, even before one has succeeded: SwiftPM links
    /// `.build/release` to the triple's folder (`.build/x86_64-unknown-linux-gnu/release`) only at
    /// the end of a successful build, so after a first build that failed only the triple's folder
    /// holds the modules it made.
    ///
    /// The link is resolved, so that every path docbuild gives `swiftc` names one folder one way.
    var builtDirectory: String {
        let manager = FileManager.default
        if manager.fileExists(atPath: binDirectory) {
            return URL(fileURLWithPath: binDirectory).resolvingSymlinksInPath().path
        }
        let build = "\(copyDirectory)/.build"
        for item in ((try? manager.contentsOfDirectory(atPath: build)) ?? []).sorted() {
            let candidate = "\(build)/\(item)/\(SampleBuilder.configuration)"
            if item != SampleBuilder.configuration, manager.fileExists(atPath: "\(candidate)/Modules") {
                return candidate
            }
        }
        return binDirectory
    }

    /// Writes the manifests, the links and the sources for `targets`, removing the sources of
    /// targets no longer listed.
    ///
    /// - Throws: ``EnvironmentError`` when the package's manifest does not bind `package` or is
    ///   older than tools 5.9, or the package has a top-level entry named like the samples' folder.
    func write(targets: [ScratchTarget]) throws {
        try writeManifests(programs: targets.map(\.name))
        try writeSources(of: targets)
        let keep = Set(targets.map(\.name) + [Self.supportTarget])
        let sources = "\(copyDirectory)/\(Self.samplesFolder)"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
        where !keep.contains(name) {
            try? FileManager.default.removeItem(atPath: "\(sources)/\(name)")
        }
    }

    /// Writes the source of each of `targets`, where its commands read it, leaving the manifests and
    /// the other programs as they are (see ``ProgramCommands``).
    func writeSources(of targets: [ScratchTarget]) throws {
        for target in targets {
            try writeIfChanged(
                target.program.mainSource(), to: "\(Self.samplesFolder)/\(target.name)/main.swift")
        }
    }

    /// Writes the manifests and the links for the programs whose sources are in place already
    /// (none at first): how the site's demo stage makes sure that ``demoProducts`` are in the
    /// manifest without knowing the articles' programs.
    ///
    /// - Throws: As ``write(targets:)``.
    package func writeKeepingPrograms() throws {
        let sources = "\(copyDirectory)/\(Self.samplesFolder)"
        let programs = ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).filter {
            $0 != Self.supportTarget && FileManager.default.fileExists(atPath: "\(sources)/\($0)/main.swift")
        }
        try writeManifests(programs: programs.sorted())
    }

    private func writeManifests(programs: [String]) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: copyDirectory, withIntermediateDirectories: true)
        removeEarlierLayout()
        let entries = try manager.contentsOfDirectory(atPath: packageDirectory)
        if entries.contains(Self.samplesFolder) {
            throw EnvironmentError(
                .samplesFolderTaken,
                "\(packageDirectory)/\(Self.samplesFolder): docbuild needs this name for the samples' sources "
                    + "in its scratch package; rename the folder")
        }
        let manifests = entries.filter(Self.isManifest)
        if manifests.isEmpty {
            // Documentation that is no package: the programs depend on nothing but the toolchain.
            try writeIfChanged(
                Self.emptyManifest + appendix(programs: programs, toolsMajor: 6), to: "Package.swift")
        }
        for manifest in manifests {
            let path = "\(packageDirectory)/\(manifest)"
            var text = try String(contentsOfFile: path, encoding: .utf8)
            guard let tools = Self.toolsVersion(of: text) else {
                throw EnvironmentError(
                    .unextendableManifest,
                    "\(path): docbuild needs a `// swift-tools-version:` line first in the manifest, as "
                        + "SwiftPM does")
            }
            if tools < (5, 9) {
                // The appendix uses APIs of 5.9. Only this copy is raised; an older manifest means
                // the same under 5.9, and the samples keep its Swift 5 language mode.
                text = "// swift-tools-version: 5.9\n" + text.drop { !$0.isNewline }.dropFirst()
            }
            guard Self.bindsPackage(text) else {
                throw EnvironmentError(
                    .unextendableManifest,
                    "\(path): docbuild extends the manifest's `package` value, but found no top-level "
                        + "`let package = Package(` (or `var`); bind the package to `package`, as "
                        + "`swift package init` does")
            }
            try writeIfChanged(
                text + appendix(programs: programs, toolsMajor: max(tools.0, 5)), to: manifest)
        }
        try linkEntries(entries.filter { !Self.isManifest($0) && !Self.unlinkedEntries.contains($0) })
        let support = "\(Self.samplesFolder)/\(Self.supportTarget)"
        // A support target in Swift (in a scratch package an older docbuild wrote) beside the C one
        // would make a mixed-language target, which SwiftPM rejects, and programs compiled against
        // its module would not link: both go.
        try? manager.removeItem(atPath: "\(copyDirectory)/\(support)/BlockMarker.swift")
        if manager.fileExists(atPath: "\(modulesDirectory)/\(Self.supportTarget).swiftmodule") {
            try? manager.removeItem(atPath: "\(copyDirectory)/.build")
        }
        for file in BlockMarker.supportFiles {
            try writeIfChanged(file.contents, to: "\(support)/\(file.path)")
        }
    }

    /// The manifest of a folder of documentation that has none: a package of no targets, which
    /// ``appendix(programs:toolsMajor:)`` adds the programs to.
    static let emptyManifest =
        "// swift-tools-version: 6.0\n// Written by docbuild for documentation that is no package.\n"
        + "import PackageDescription\n\nlet package = Package(name: \"Documentation\")\n"

    /// Entries of the package that the copy does not link: build products, version
    /// control, editor state. `Package.resolved` is copied instead, so that a resolution in the
    /// copy never rewrites the package's. `Snippets`, where SwiftPM would make each file an
    /// executable of the build, is not: docbuild builds each snippet as a program of its own, which
    /// a build that fails can leave out.
    static let unlinkedEntries: Set<String> = [".build", ".git", ".swiftpm", "Package.resolved", "Snippets"]

    /// `Package.swift`, or a version-specific manifest such as `Package@swift-6.0.swift`.
    static func isManifest(_ name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// The `(major, minor)` of the manifest's `// swift-tools-version:` line, which must be first.
    static func toolsVersion(of manifest: String) -> (Int, Int)? {
        let first = manifest.prefix { $0 != "\n" && $0 != "\r" }
        guard let match = first.firstMatch(of: /^\/\/\s*swift-tools-version\s*:\s*(\d+)(?:\.(\d+))?/),
            let major = Int(match.1)
        else { return nil }
        return (major, match.2.flatMap { Int($0) } ?? 0)
    }

    /// Whether `manifest` has a top-level `let package = Package(` (or `var`, or with a type).
    static func bindsPackage(_ manifest: String) -> Bool {
        manifest.split(separator: "\n", omittingEmptySubsequences: false).contains { line in
            line.wholeMatch(of: /\s*(let|var)\s+package\s*(:\s*Package\s*)?=\s*Package\s*\(.*/) != nil
        }
    }

    /// Links each of `entries` of the package into the copy, and removes links to entries
    /// that are gone; copies `Package.resolved`.
    private func linkEntries(_ entries: [String]) throws {
        let manager = FileManager.default
        let wanted = Set(entries)
        for name in (try? manager.contentsOfDirectory(atPath: copyDirectory)) ?? [] {
            let path = "\(copyDirectory)/\(name)"
            let isLink = (try? manager.destinationOfSymbolicLink(atPath: path)) != nil
            if isLink, !wanted.contains(name) { try? manager.removeItem(atPath: path) }
        }
        for name in entries {
            let link = "\(copyDirectory)/\(name)"
            let target = "\(packageDirectory)/\(name)"
            if (try? manager.destinationOfSymbolicLink(atPath: link)) == target { continue }
            try? manager.removeItem(atPath: link)
            try manager.createSymbolicLink(atPath: link, withDestinationPath: target)
        }
        if let resolved = manager.contents(atPath: "\(packageDirectory)/Package.resolved") {
            try writeIfChanged(String(decoding: resolved, as: UTF8.self), to: "Package.resolved")
        } else {
            try? manager.removeItem(atPath: "\(copyDirectory)/Package.resolved")
        }
    }

    /// A working folder that an older docbuild wrote holds a package depending on the package
    /// directly in ``directory``, and its products as `swift package dump-package` read them
    /// (`package-*.json`): removed, to free the space.
    private func removeEarlierLayout() {
        let manager = FileManager.default
        guard manager.fileExists(atPath: "\(directory)/Package.swift") else { return }
        let products = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).filter {
            $0.hasPrefix("package-") && $0.hasSuffix(".json")
        }
        for item in ["Package.swift", "Sources", ".build"] + products {
            try? manager.removeItem(atPath: "\(directory)/\(item)")
        }
    }

    /// The block appended to the package's manifest.
    func appendix(programs names: [String], toolsMajor: Int = 6) -> String {
        let programs = names.map(ProgramSource.literal).joined(separator: ", ")
        let demos = demoProducts.map { ProgramSource.literal($0) }.joined(separator: ", ")
        let examples = examplesFolder.map { ProgramSource.literal($0) } ?? "nil"
        return """

            // MARK: - Added by docbuild
            // This copy of the manifest builds the articles' samples: only the library products (and
            // the example demos) are kept, with the targets they need, and each program is an
            // executable that depends on every library, as an app would. Edit the articles instead.
            do {
                // A relative path dependency is relative to the package, not to this copy of it.
                let docBuildProject = \(ProgramSource.literal(packageDirectory))
                package.dependencies = package.dependencies.map { dependency in
                    guard case .fileSystem(_, let path) = dependency.kind, !path.hasPrefix("/") else {
                        return dependency
                    }
                    return .package(path: docBuildProject + "/" + path)
                }

            """
                + keptProducts(
                    programs: programs, demos: demos, examples: examples,
                    settings: settings.manifestArgument(toolsMajor: toolsMajor))
    }

    /// The part of ``appendix(programs:)`` that keeps the library products, the demos and the
    /// targets they need, and adds the support target and the programs: this run's values, then
    /// ``keepingTargets``, which reads them.
    private func keptProducts(programs: String, demos: String, examples: String, settings: String?) -> String
    {
        """
            let docBuildPrograms: [String] = [\(programs)]
            let docBuildDemos: Set<String> = [\(demos)]
            let docBuildExamples: String? = \(examples)
            let docBuildSupport = "\(Self.supportTarget)"
            let docBuildSamples = "\(Self.samplesFolder)"
            let docBuildSettings: [SwiftSetting]? = \(settings ?? "nil")

        """ + Self.keepingTargets
    }

    /// The manifest code that keeps what ``keptProducts(programs:demos:examples:settings:)`` names.
    private static let keepingTargets = #"""
            let libraries = package.products.compactMap { $0 as? Product.Library }
            let demos = package.products.compactMap { $0 as? Product.Executable }
                .filter { docBuildDemos.contains($0.name) }
            let targetsByName = Dictionary(
                package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            // The examples' targets, imported and built as products' are, though they are none.
            func isExample(_ target: Target) -> Bool {
                guard let folder = docBuildExamples, var path = target.path else { return false }
                while path.hasSuffix("/") { path.removeLast() }
                return path == folder || path.hasPrefix(folder + "/")
            }
            let exampleLibraries = package.targets.filter { $0.type == .regular && isExample($0) }.map(\.name)
            let implicitDemos = package.targets.filter { target in
                target.type == .executable && docBuildDemos.contains(target.name)
                    && !demos.contains { $0.name == target.name }
            }
            let libraryTargets = Set(libraries.flatMap(\.targets)).union(exampleLibraries)
            var kept = libraryTargets.union(demos.flatMap(\.targets)).union(implicitDemos.map(\.name))
            var unvisited = Array(kept)
            while let name = unvisited.popLast() {
                guard let target = targetsByName[name] else { continue }
                var needed: [String] = []
                for dependency in target.dependencies {
                    switch dependency {
                    case .targetItem(let name, _), .byNameItem(let name, _): needed.append(name)
                    default: break
                    }
                }
                for usage in target.plugins ?? [] {
                    if case .plugin(let name, nil) = usage { needed.append(name) }
                }
                for name in needed where targetsByName[name] != nil && kept.insert(name).inserted {
                    unvisited.append(name)
                }
            }
            let libraryDependencies = libraryTargets.sorted().map { Target.Dependency.target(name: $0) }
            package.products =
                libraries + demos + implicitDemos.map { Product.executable(name: $0.name, targets: [$0.name]) }
            package.targets = package.targets.filter { kept.contains($0.name) }
            package.targets.append(
                .target(
                    name: docBuildSupport,
                    dependencies: docBuildPrograms.isEmpty ? libraryDependencies : [],
                    path: docBuildSamples + "/" + docBuildSupport))
            for program in docBuildPrograms {
                package.targets.append(
                    .executableTarget(
                        name: program, dependencies: libraryDependencies + [.byName(name: docBuildSupport)],
                        path: docBuildSamples + "/" + program, packageAccess: false,
                        swiftSettings: docBuildSettings))
            }
        }

        """#

    /// Makes the next `swift build` plan afresh when the package's files are not the ones the
    /// last build saw.
    ///
    /// SwiftPM keeps its build plan (`.build/*.yaml`, `description.json`) and, for a path
    /// dependency, does not always notice a file added to one of its modules: the build then fails
    /// with "cannot find 'X' in scope" until the plan is deleted. The set of files is recorded in
    /// the scratch directory; when it differs, the plan is removed (the compiled objects stay, so
    /// the build stays incremental).
    package func forgetBuildPlan(unlessProjectFilesAre files: [String]) {
        let manager = FileManager.default
        let record = "\(directory)/project-files.txt"
        let listing = files.joined(separator: "\n")
        if (try? String(contentsOfFile: record, encoding: .utf8)) == listing { return }
        let build = "\(copyDirectory)/.build"
        for item in (try? manager.contentsOfDirectory(atPath: build)) ?? [] where item.hasSuffix(".yaml") {
            try? manager.removeItem(atPath: "\(build)/\(item)")
        }
        for configuration in ["debug", "release"] {
            try? manager.removeItem(atPath: "\(build)/\(configuration)/description.json")
        }
        try? manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? listing.write(toFile: record, atomically: true, encoding: .utf8)
    }

    private func writeIfChanged(_ text: String, to relativePath: String) throws {
        let url = URL(fileURLWithPath: copyDirectory).appendingPathComponent(relativePath)
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: url.path) == data {
            return
        }
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// The compiler's messages in `log`, as the reader's code reads them: a program's module is
    /// not named (the reader's `Point`, not `A019_Methods.Point`), a note's path is relative to the
    /// package (not to the copy's links), and notes in the generated sources are dropped.
    package func messages(in log: String) -> [CompilerMessage] {
        CompilerMessage.parse(log).map { message in
            var message = message
            message.message = Self.withoutProgramModules(message.message)
            message.notes = message.notes.compactMap { note in
                var note = note
                guard let path = note.path else { return note }
                let relative = packageRelative(path)
                if relative.hasPrefix(Self.samplesFolder + "/") { return nil }
                note.path = relative
                note.message = Self.withoutProgramModules(note.message)
                return note
            }
            return message
        }
    }

    /// `path` relative to the package when it is inside the package or inside the copy, whose
    /// entries are links to the package's.
    func packageRelative(_ path: String) -> String {
        for root in [copyDirectory, packageDirectory] where path.hasPrefix(root + "/") {
            return String(path.dropFirst(root.count + 1))
        }
        return path
    }

    /// `text` without the qualification of a name by a program's module: `A019_Methods.` (see
    /// ``targetName(articleIndex:path:sampleIndex:)``) or `DocBuildSample.`, the type-checks'.
    static func withoutProgramModules(_ text: String) -> String {
        guard text.contains(".") else { return text }
        return text.replacing(/\b(?:A\d{3}_[A-Za-z0-9_]*|DocBuildSample)\./, with: "")
    }

    /// A target name from an article path: letters, digits and underscores, prefixed for uniqueness.
    package static func targetName(articleIndex: Int, path: String, sampleIndex: Int? = nil) -> String {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let cleaned = String(stem.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        var name = "A\(String(format: "%03d", articleIndex))_\(cleaned)"
        if let sampleIndex {
            name += "_S\(sampleIndex)"
        }
        return name
    }
}
