import DocBasics
import Foundation

/// The commands SwiftPM ran to compile and to link each program of the scratch package, as its
/// build description (`.build/release.yaml`, llbuild's manifest) gives them, kept so that a
/// program whose source alone changed is compiled and linked again by running them directly.
///
/// After one sample is edited, `swift build` costs 2.65× compiling and linking the article's
/// program alone: with nothing to do it already spends 0.77 s of CPU loading the manifest,
/// planning and asking llbuild what changed. Running SwiftPM's own two commands for the program
/// does exactly what its build would (the same flags, module paths, `-output-file-map`, link file
/// list and outputs), and nothing else.
///
/// The record is only as good as the build it came from, so it is kept with the check's
/// environment (the package's sources, the manifest, the toolchain, docbuild's flags and
/// settings) and used only in that environment; a build in another one deletes it before it
/// starts, so a build that is killed cannot leave a record of products it was replacing. A
/// command is used only while the files it names (`@sources`, the output file map, the link
/// file list) exist.
///
/// llbuild, which did not see the direct compile, rebuilds the program at the next `swift build`
/// that includes it: its source's signature is no longer the one it recorded.
package struct ProgramCommands: Codable, Hashable, Sendable {
    /// The two commands of one program.
    package struct Commands: Codable, Hashable, Sendable {
        /// Compiles the program's `main.swift` into its object and module.
        package var compile: [String]
        /// Links the object with the libraries' into the executable.
        package var link: [String]
    }

    /// The check environment the commands belong to (``PartitionByCache``'s).
    package var environment: String
    /// The commands, by program (target) name.
    package var programs: [String: Commands] = [:]

    package init(environment: String, programs: [String: Commands] = [:]) {
        self.environment = environment
        self.programs = programs
    }

    /// Where the record lives in the scratch folder.
    static func file(in scratch: ScratchPackage) -> String { "\(scratch.directory)/program-commands.json" }

    /// The record kept for `scratch`, if any.
    static func load(for scratch: ScratchPackage) -> ProgramCommands? {
        guard let data = FileManager.default.contents(atPath: file(in: scratch)) else { return nil }
        return try? JSONDecoder().decode(ProgramCommands.self, from: data)
    }

    /// Writes the record whole, then renames it into place.
    func store(for scratch: ScratchPackage) {
        guard let data = try? JSONEncoder().encode(self) else { return }
        try? FileManager.default.createDirectory(atPath: scratch.directory, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: Self.file(in: scratch)), options: .atomic)
    }

    static func remove(for scratch: ScratchPackage) {
        try? FileManager.default.removeItem(atPath: file(in: scratch))
    }

    /// The commands of `names` in llbuild's manifest `description`: each program's
    /// `C.<name>-<triple>-<configuration>.module` and `….exe` commands' `args`, without
    /// `-parseable-output`, so that the compiler prints its messages as SwiftPM shows them.
    ///
    /// - Complexity: one pass over the manifest's lines (5.7 MB for Quartet's 90 programs).
    static func read(fromBuildDescription description: String, programs names: Set<String>) -> [String:
        Commands]
    {
        var compile: [String: [String]] = [:]
        var link: [String: [String]] = [:]
        var current: (name: String, isLink: Bool)?
        for line in description.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  \"C.") {
                current = command(named: line, among: names)
            } else if line.hasPrefix("  ") && !line.hasPrefix("    ") {
                current = nil
            } else if let owner = current, line.hasPrefix("    args: "),
                let arguments = try? JSONDecoder().decode(
                    [String].self, from: Data(line.dropFirst("    args: ".count).utf8))
            {
                let kept = arguments.filter { $0 != "-parseable-output" }
                if owner.isLink { link[owner.name] = kept } else { compile[owner.name] = kept }
                current = nil
            }
        }
        var commands: [String: Commands] = [:]
        for (name, compile) in compile {
            if let link = link[name] { commands[name] = Commands(compile: compile, link: link) }
        }
        return commands
    }

    /// The program and kind of the command whose key opens `line`
    /// (`  "C.A001_Intro-x86_64-unknown-linux-gnu-release.exe":`), when it is one of `names`'.
    private static func command(named line: Substring, among names: Set<String>) -> (
        name: String, isLink: Bool
    )? {
        let key = line.dropFirst("  \"C.".count)
        let isLink = key.hasSuffix(".exe\":")
        guard isLink || key.hasSuffix(".module\":") else { return nil }
        // The name is what comes before the triple; program names hold no `-`.
        guard let dash = key.firstIndex(of: "-") else { return nil }
        let name = String(key[..<dash])
        return names.contains(name) ? (name, isLink) : nil
    }

    /// Whether every file the commands read besides the program's source exists: an argument file
    /// (`@…/sources`, `@…/Objects.LinkFileList`) or an output file map SwiftPM wrote for them.
    static func hasInputs(_ commands: Commands) -> Bool {
        let arguments = commands.compile + commands.link
        var files = arguments.filter { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
        for (flag, value) in zip(arguments, arguments.dropFirst()) where flag == "-output-file-map" {
            files.append(value)
        }
        return !files.isEmpty && files.allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }
}
