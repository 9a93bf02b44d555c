import Doctest
import Foundation

/// A sample checked by `swiftc` alone, without being built into a program: `no-run`, `compile-fail`
/// and (off Apple platforms) `apple`.
package struct TypeCheckJob: Hashable, Sendable {
    /// The sample being checked.
    package var sample: Sample
    /// The sample and, unless it is isolated or `apple`, the article's program before it, so that it
    /// sees the declarations a reader has seen.
    package var program: ProgramSource
    package var mode: Mode
    /// Set for a module of a book's listing tests (``ListingTests``): compiled as a library,
    /// from its files, instead of ``program``.
    package var module: ModuleSource?
    /// The modules the job's code imports, each compiled first from its files: a listing test's
    /// `import access_Module1`.
    package var libraries: [ModuleSource] = []

    package init(sample: Sample, program: ProgramSource, mode: Mode) {
        self.sample = sample
        self.program = program
        self.mode = mode
    }

    package enum Mode: Hashable, Sendable {
        /// `swiftc -emit-sil`: type-checks and runs the diagnostic passes (definite initialisation,
        /// data-race safety) that a real build would.
        case compile
        /// `swiftc -emit-sil` with ``SampleTypeChecker/appleFlags`` before the package's modules:
        /// an `apple` sample against an interface of the frameworks it imports.
        case compileAgainstInterface
        /// `swiftc -parse`: syntax only.
        case parse

        /// What this mode does to an `apple` sample.
        package var appleCheck: AppleCheck {
            switch self {
            case .compile: .compiled
            case .compileAgainstInterface: .compiledAgainstInterface
            case .parse: .parsed
            }
        }
    }

}

/// A module a ``TypeCheckJob`` compiles from files of its own: the job's module, or one its code
/// imports, compiled before it.
package struct ModuleSource: Hashable, Sendable {
    package var name: String
    /// Its files, in order.
    package var files: [ProgramSource]

    package init(name: String, files: [ProgramSource]) {
        self.name = name
        self.files = files
    }
}

/// What `swiftc` said about one ``TypeCheckJob``.
package struct TypeCheckResult: Hashable, Sendable {
    /// True when `swiftc` exited with status 0.
    package var succeeded: Bool
    /// The compiler's messages located in the job's sample.
    package var messages: [CompilerMessage]
}

/// Runs `swiftc` on ``TypeCheckJob``s against the modules the scratch build produced.
package struct SampleTypeChecker: Sendable {
    var scratch: ScratchPackage
    var swiftc: String
    /// `-Xapple` flags, for ``TypeCheckJob/Mode/compileAgainstInterface``: they come first, so the
    /// interface's modules (and a build of the package's modules against it) are found before the
    /// scratch build's.
    package var appleFlags: [String] = []

    /// The folders the `-I` flags among `flags` name: where `-Xapple`'s interface of SwiftUI and
    /// the package's modules built against it are.
    package static func searchPaths(in flags: [String]) -> [String] {
        zip(flags, flags.dropFirst()).filter { $0.0 == "-I" }.map(\.1)
    }

    package init(scratch: ScratchPackage, swiftc: String, appleFlags: [String] = []) {
        self.scratch = scratch
        self.swiftc = swiftc
        self.appleFlags = appleFlags
    }

    /// Checks one job.
    ///
    /// - Returns: the compiler's messages located in the job's sample.
    package func check(_ job: TypeCheckJob, name: String) async throws -> TypeCheckResult {
        let directory = "\(scratch.directory)/checks/\(name)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        if let module = job.module {
            return try await checkModule(module, of: job, in: directory)
        }
        try Data(job.program.mainSource(markers: false).utf8).write(
            to: URL(fileURLWithPath: "\(directory)/main.swift"))
        var arguments: [String]
        switch job.mode {
        case .parse:
            arguments = ["-parse", "main.swift"]
        case .compile, .compileAgainstInterface:
            arguments = job.mode == .compileAgainstInterface ? appleFlags : []
            arguments +=
                scratch.compilerFlags + [
                    "-emit-sil", "-o", "/dev/null", "-module-name", "DocBuildSample",
                    "-I", scratch.modulesDirectory, "-module-cache-path",
                    scratch.ownModuleCache,
                    "main.swift",
                ]
        }
        let output = try await ProcessRunner.run(swiftc, arguments, in: directory)
        return TypeCheckResult(
            succeeded: output.succeeded,
            messages: messages(in: output.standardOutput + output.standardError, of: job))
    }

    /// The compiler's messages in `log` that are located in `job`'s sample.
    private func messages(in log: String, of job: TypeCheckJob) -> [CompilerMessage] {
        scratch.messages(in: log).filter { job.sample.contains(path: $0.path, line: $0.line) }
    }

    /// Compiles each of `job`'s libraries into `directory` as a module, then `module`'s files, in
    /// library mode, against them: one file per block, so that a `fileprivate` declaration is
    /// private to its block.
    private func checkModule(_ module: ModuleSource, of job: TypeCheckJob, in directory: String) async throws
        -> TypeCheckResult
    {
        let common =
            scratch.compilerFlags + [
                "-parse-as-library", "-I", directory, "-I", scratch.modulesDirectory, "-module-cache-path",
                scratch.ownModuleCache,
            ]
        func write(_ files: [ProgramSource], as prefix: String) throws -> [String] {
            try files.enumerated().map { offset, file in
                let name = "\(prefix)\(offset).swift"
                try Data(file.mainSource(markers: false).utf8).write(
                    to: URL(fileURLWithPath: "\(directory)/\(name)"))
                return name
            }
        }
        var log = ""
        for library in job.libraries {
            let files = try write(library.files, as: library.name)
            let output = try await ProcessRunner.run(
                swiftc,
                common + [
                    "-emit-module", "-module-name", library.name, "-emit-module-path",
                    "\(library.name).swiftmodule",
                ] + files, in: directory)
            log += output.standardOutput + output.standardError
        }
        let files = try write(module.files, as: "file")
        let output = try await ProcessRunner.run(
            swiftc, common + ["-typecheck", "-module-name", module.name] + files, in: directory)
        log += output.standardOutput + output.standardError
        return TypeCheckResult(succeeded: output.succeeded, messages: messages(in: log, of: job))
    }

    /// Type-checks a whole program the way its build compiles it (language mode, `DEBUG`), without
    /// its block markers, which need the support module. It goes as far as SIL, whose mandatory
    /// passes report what type-checking does not (a constant used before it is initialized, a
    /// missing `return`): every error a build would report but a link error.
    ///
    /// - Returns: the compiler's messages located in the program's samples.
    func typeCheck(_ target: ScratchTarget) async throws -> [CompilerMessage] {
        let directory = "\(scratch.directory)/checks/\(target.name)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(target.program.mainSource(markers: false).utf8).write(
            to: URL(fileURLWithPath: "\(directory)/main.swift"))
        let arguments =
            scratch.compilerFlags + [
                "-emit-sil", "-o", "/dev/null", "-module-name", target.name,
                "-I", scratch.modulesDirectory, "-module-cache-path", scratch.ownModuleCache,
                "main.swift",
            ]
        let output = try await ProcessRunner.run(swiftc, arguments, in: directory)
        return scratch.messages(in: output.standardOutput + output.standardError).filter {
            target.program.contains(path: $0.path, line: $0.line)
        }
    }

    /// Type-checks the Swift `files` (absolute) of a library as one module named `moduleName`,
    /// the ``appleFlags`` first, as an `apple` sample is checked: an example's SwiftUI files with
    /// the rest of its code, off Apple platforms. The module's name must differ from the
    /// library's, whose built module the flags may hold.
    ///
    /// - Returns: whether `swiftc` succeeded, and its messages.
    package func typeCheckLibrary(_ files: [String], moduleName: String) async throws
        -> (succeeded: Bool, messages: [CompilerMessage])
    {
        let directory = "\(scratch.directory)/checks/\(moduleName)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let arguments =
            appleFlags + [
                "-typecheck", "-swift-version", scratch.manifestLanguageMode, "-DDEBUG", "-parse-as-library",
                "-module-name", moduleName, "-I", scratch.modulesDirectory, "-module-cache-path",
                scratch.ownModuleCache,
            ] + files
        let output = try await ProcessRunner.run(swiftc, arguments, in: directory)
        return (output.succeeded, scratch.messages(in: output.standardOutput + output.standardError))
    }
}
