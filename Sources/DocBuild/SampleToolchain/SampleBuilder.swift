import DocBasics
import Foundation

/// What came of building the scratch package.
package struct BuildOutcome: Sendable {
    /// Targets whose executables were built.
    package var builtTargets: Set<String> = []
    /// Targets that failed, with the compiler's messages located in their samples.
    package var failedTargets: [String: [CompilerMessage]] = [:]
    /// Warnings about sample code in targets that built.
    package var warnings: [CompilerMessage] = []
    /// Set when the build failed for a reason no target explains (the project package itself
    /// failed, a link error): the log's tail.
    package var unexplainedFailure: String?
    /// For a failed target, the program built in its place without its failing blocks (see
    /// ``SampleBuilder/build(_:repair:progress:)``), by the failed target's name.
    package var repairs: [String: ScratchTarget] = [:]

    /// The programs built in place of `target`, in turn: each one's repair, then its own.
    package func repairs(of target: ScratchTarget) -> [ScratchTarget] {
        var chain: [ScratchTarget] = []
        var name = target.name
        while let next = repairs[name] {
            chain.append(next)
            name = next.name
        }
        return chain
    }

    /// `targets`, each followed by the programs built in its place (``repairs(of:)``): every
    /// program that may have run for them.
    package func programs(_ targets: [ScratchTarget]) -> [ScratchTarget] {
        targets.flatMap { [$0] + repairs(of: $0) }
    }

    /// Records a build of `targets` that succeeded, with the warnings of `messages` that are in
    /// their samples; `withDemos` when the example demos were built alongside.
    mutating func built(_ targets: [ScratchTarget], messages: [CompilerMessage], withDemos: Bool) {
        builtTargets.formUnion(targets.map(\.name))
        modulesAreBuilt = true
        demosAreBuilt = withDemos
        warnings += messages.filter { message in
            message.severity == .warning
                && targets.contains { $0.program.contains(path: message.path, line: message.line) }
        }
    }

    /// Takes the targets of `failed` out of `remaining`, each replaced by its repair when
    /// `repair` makes one, which is recorded.
    mutating func setAside(
        _ failed: [String: [CompilerMessage]], from remaining: inout [ScratchTarget],
        repair: (ScratchTarget, [CompilerMessage]) -> ScratchTarget?
    ) {
        for target in remaining where failed[target.name] != nil {
            if let replacement = repair(target, failed[target.name] ?? []) {
                repairs[target.name] = replacement
                remaining.append(replacement)
            }
        }
        remaining.removeAll { failed[$0.name] != nil }
    }

    /// Adds what a later build of other targets (`other`) produced.
    package mutating func merge(_ other: BuildOutcome) {
        builtTargets.formUnion(other.builtTargets)
        failedTargets.merge(other.failedTargets) { $1 }
        repairs.merge(other.repairs) { $1 }
        warnings += other.warnings
    }

    package init(
        builtTargets: Set<String> = [],
        failedTargets: [String: [CompilerMessage]] = [:],
        warnings: [CompilerMessage] = [],
        unexplainedFailure: String? = nil
    ) {
        self.builtTargets = builtTargets
        self.failedTargets = failedTargets
        self.warnings = warnings
        self.unexplainedFailure = unexplainedFailure
    }
    /// True when `DocBuildSupport` built, so the products' modules exist for swiftc.
    package var modulesAreBuilt = false
    /// True when the example demos were built alongside the programs.
    package var demosAreBuilt = false
}

/// Builds every program of the scratch package with one `swift build`, in parallel.
///
/// SwiftPM stops at the first targets that fail, which would hide the results of the others, and
/// building again after each failure costs one build per failing program (on a corpus of 201
/// samples of which 103 failed, 88 builds and 3½ minutes). So when a build fails, the programs its
/// errors point into are left out, every other program is type-checked by `swiftc` at once, in
/// parallel (the failed build has compiled the libraries they import), those with errors are left
/// out too, and the rest are built once. A program whose error only a full build finds fails that
/// build, and the search goes on; when no program explains a failure, the example demos built
/// alongside are left out once, as they may be the cause.
package struct SampleBuilder: Sendable {
    var scratch: ScratchPackage
    var swift: String
    var swiftc: String
    var jobs: Int

    /// `--verbose`: each `swift build` command and its whole log go to `progress` too.
    var isVerbose = false

    /// Whether a program whose commands are recorded is compiled and linked with them directly
    /// (``ProgramCommands``); off, every program goes through `swift build` (and the record is
    /// still kept). A test compares the two.
    package var usesRecordedCommands = true

    package init(scratch: ScratchPackage, swift: String, swiftc: String, jobs: Int, isVerbose: Bool = false) {
        self.scratch = scratch
        self.swift = swift
        self.swiftc = swiftc
        self.jobs = jobs
        self.isVerbose = isVerbose
    }

    /// Builds `targets` (and the modules target).
    ///
    /// The programs whose commands the last build recorded in this `environment`
    /// (``ProgramCommands``) are compiled and linked with them directly; the others with
    /// `swift build`.
    ///
    /// - Parameters:
    ///   - repair: Given a target that failed and its messages, the program to build in its place
    ///     (a notebook without its failing blocks), or `nil`; it is built with the targets still
    ///     to build, and repaired in turn if it fails.
    ///   - environment: The check's environment (``ProgramCommands/environment``); `nil` when the
    ///     caller does not know it, which neither uses nor keeps a record.
    ///   - progress: Called with one line per build attempt.
    /// - Throws: ``EnvironmentError`` when files cannot be written or `swift` cannot be started.
    package func build(
        _ targets: [ScratchTarget],
        repair: @Sendable (ScratchTarget, [CompilerMessage]) -> ScratchTarget? = { _, _ in nil },
        environment: String? = nil,
        progress: @escaping @Sendable (String) -> Void
    ) async throws -> BuildOutcome {
        var outcome = BuildOutcome()
        var remaining = targets
        let recorded = ProgramCommands.load(for: scratch).flatMap { $0.environment == environment ? $0 : nil }
        if let recorded, usesRecordedCommands, !targets.isEmpty {
            remaining = try await buildDirectly(
                remaining, with: recorded, into: &outcome, repair: repair, progress: progress)
            if remaining.isEmpty { return outcome }
        }
        var scratch = scratch
        var canSearch = true
        // Programs a conclusive search found no error in: later searches skip them.
        var cleared: Set<String> = []
        // The commands of every program SwiftPM planned in this run, kept once a build succeeds.
        var commands = recorded ?? environment.map { ProgramCommands(environment: $0) }
        if recorded == nil {
            // The build is about to replace what an older record's commands name.
            ProgramCommands.remove(for: scratch)
        }
        while true {
            let (succeeded, messages, log) = try await attempt(remaining, in: scratch, progress: progress)
            commands?.programs.merge(recordedCommands(of: remaining)) { $1 }
            if succeeded {
                outcome.built(remaining, messages: messages, withDemos: !scratch.demoProducts.isEmpty)
                commands?.store(for: scratch)
                return outcome
            }
            var failing = Self.failingTargets(remaining, messages: messages)
            guard !failing.isEmpty else {
                // The demos are built alongside, to share the work; when the failure may be
                // theirs, the samples are built without them, and the demo stage reports each
                // demo that fails at its own file.
                if !scratch.demoProducts.isEmpty {
                    scratch.demoProducts = []
                    progress(
                        "The build failed outside the samples: building them again without the example demos")
                    continue
                }
                outcome.unexplainedFailure = Self.tail(of: log)
                return outcome
            }
            outcome.setAside(failing, from: &remaining, repair: repair)
            let unsearched = remaining.filter { !cleared.contains($0.name) }
            if canSearch, !unsearched.isEmpty {
                let search = try await typeCheckFailures(unsearched, progress: progress)
                cleared.formUnion(search.cleared)
                failing.merge(search.failing) { $1 }
                outcome.setAside(search.failing, from: &remaining, repair: repair)
                // Modules the failed build had not reached yet leave the search inconclusive: the
                // next build makes them, and the search runs again after it.
                canSearch = search.isInconclusive
            }
            outcome.failedTargets.merge(failing) { $1 }
        }
    }

    /// Compiles and links each of `targets` that `recorded` has the commands of, as many at once as
    /// ``jobs``, each program's source written first; a failing program's repair is compiled so too
    /// when the record has its commands.
    ///
    /// - Returns: the targets still to build with `swift build`: those the record does not have,
    ///   repairs it does not have, and any whose failure names no line of theirs (the libraries'
    ///   products gone, say), for SwiftPM to build and explain.
    private func buildDirectly(
        _ targets: [ScratchTarget], with recorded: ProgramCommands, into outcome: inout BuildOutcome,
        repair: @Sendable (ScratchTarget, [CompilerMessage]) -> ScratchTarget?,
        progress: @Sendable (String) -> Void
    ) async throws -> [ScratchTarget] {
        var pending = targets
        var remaining: [ScratchTarget] = []
        while !pending.isEmpty {
            let direct = pending.filter { target in
                recorded.programs[target.name].map(ProgramCommands.hasInputs) == true
            }
            remaining += pending.filter { target in !direct.contains { $0.name == target.name } }
            pending = []
            guard !direct.isEmpty else { break }
            try scratch.writeSources(of: direct)
            progress("Compiling \(direct.count) \(plural(direct.count, "program")) with SwiftPM's commands")
            let runs = try await concurrentMap(direct, limit: jobs) { target in
                (target, try await compileAndLink(target, with: recorded.programs[target.name]!))
            }
            for (target, (succeeded, messages)) in runs {
                if succeeded {
                    outcome.builtTargets.insert(target.name)
                    outcome.warnings += messages.filter { message in
                        message.severity == .warning
                            && target.program.contains(path: message.path, line: message.line)
                    }
                } else if let own = Self.failingTargets([target], messages: messages)[target.name] {
                    outcome.failedTargets[target.name] = own
                    if let replacement = repair(target, own) {
                        outcome.repairs[target.name] = replacement
                        pending.append(replacement)
                    }
                } else {
                    remaining.append(target)
                }
            }
        }
        outcome.modulesAreBuilt = true
        return remaining
    }

    /// Runs `commands`: the compile, then, when it succeeded, the link.
    ///
    /// - Returns: whether both succeeded, and the compiler's and the linker's messages.
    private func compileAndLink(_ target: ScratchTarget, with commands: ProgramCommands.Commands) async throws
        -> (Bool, [CompilerMessage])
    {
        var log = ""
        for command in [commands.compile, commands.link] {
            guard let executable = command.first else { return (false, []) }
            let output = try await ProcessRunner.run(
                executable, Array(command.dropFirst()), in: scratch.copyDirectory)
            log += output.standardOutput + output.standardError
            if !output.succeeded { return (false, scratch.messages(in: log)) }
        }
        return (true, scratch.messages(in: log))
    }

    /// The commands of `targets` in the build description SwiftPM wrote for the last build.
    private func recordedCommands(of targets: [ScratchTarget]) -> [String: ProgramCommands.Commands] {
        guard !targets.isEmpty,
            let description = try? String(
                contentsOfFile: "\(scratch.copyDirectory)/.build/\(Self.configuration).yaml",
                encoding: .utf8)
        else { return [:] }
        return ProgramCommands.read(fromBuildDescription: description, programs: Set(targets.map(\.name)))
    }

    /// One `swift build` of `targets`.
    private func attempt(
        _ targets: [ScratchTarget], in scratch: ScratchPackage, progress: @Sendable (String) -> Void
    ) async throws -> (succeeded: Bool, messages: [CompilerMessage], log: String) {
        try scratch.write(targets: targets)
        progress(
            targets.isEmpty
                ? "Building the package's modules"
                : "Building \(targets.count) \(plural(targets.count, "program"))")
        let arguments =
            ["build", "--package-path", scratch.copyDirectory, "-j", String(max(1, jobs))]
            + Self.buildFlags
        if isVerbose {
            progress("$ swift " + arguments.joined(separator: " "))
        }
        let output = try await ProcessRunner.run(swift, arguments, in: scratch.copyDirectory)
        let log = output.standardOutput + output.standardError
        if isVerbose {
            progress(log)
        }
        return (output.succeeded, scratch.messages(in: log), log)
    }

    /// The targets among `targets` that `messages` report an error in, with their messages.
    static func failingTargets(_ targets: [ScratchTarget], messages: [CompilerMessage]) -> [String:
        [CompilerMessage]]
    {
        var failing: [String: [CompilerMessage]] = [:]
        for target in targets {
            var own = messages.filter { target.program.contains(path: $0.path, line: $0.line) }
            // The linker names the program's object as well as the sample lines that reference
            // the symbol; the program itself is blamed only when no line of it is.
            if !own.contains(where: \.isLinkError) {
                own += messages.filter { $0.program == target.name }
            }
            if own.contains(where: { $0.severity == .error }) {
                failing[target.name] = own
            }
        }
        return failing
    }

    /// Type-checks `targets` with `swiftc -typecheck`, in parallel, against the modules a failed
    /// build left, and returns those with errors: every failing program in one pass, instead of
    /// one build each.
    ///
    /// Only an error the compiler locates in a program's samples counts, so a program is left out
    /// only for what a build would also report; an error only a build finds (a SIL diagnostic) is
    /// found by the next build.
    private func typeCheckFailures(_ targets: [ScratchTarget], progress: @Sendable (String) -> Void)
        async throws -> (failing: [String: [CompilerMessage]], cleared: Set<String>, isInconclusive: Bool)
    {
        progress(
            "Type-checking \(targets.count) \(plural(targets.count, "program")) to find every failing one")
        let checker = SampleTypeChecker(scratch: scratch, swiftc: swiftc)
        let results = try await concurrentMap(targets, limit: jobs) { target in
            (target, try await checker.typeCheck(target))
        }
        var failing: [String: [CompilerMessage]] = [:]
        // A module missing is no proof against the program: the failed build may have stopped
        // before making it (the driver's dependency scan reports a missing module early), or a
        // library imports a C module this command line lacks. The next build decides.
        let untrusted = results.filter {
            $0.1.contains {
                $0.message.hasPrefix("no such module") || $0.message.hasPrefix("missing required module")
            }
        }
        var cleared: Set<String> = []
        for (target, messages) in results where !untrusted.contains(where: { $0.0.name == target.name }) {
            if messages.contains(where: { $0.severity == .error }) {
                failing[target.name] = messages
            } else {
                cleared.insert(target.name)
            }
        }
        return (failing, cleared, !untrusted.isEmpty)
    }

    /// The configuration the scratch package is built in; see ``buildFlags``.
    package static let configuration = "release"

    /// Flags that make the build of many small programs cheaper, each measured on the benchmark's
    /// corpus (CPU time of a cold `swift build` of 10 programs: 7.9 s with SwiftPM's debug defaults,
    /// 4.2 s with these).
    ///
    /// Most of the cost is per target, so these cut jobs rather than work:
    /// - `-c release` with `-Onone` and `-DDEBUG`: code as in a debug build (assertions on, `#if DEBUG`
    ///   true), but each target compiles in one whole-module job, and SwiftPM skips the debug
    ///   configuration's `-modulewrap` step (a driver and two frontends per target, only useful to
    ///   LLDB).
    /// - `-no-emit-module-separately-wmo`: the compile job writes the module as well, instead of a
    ///   second frontend emitting it.
    /// - `-gline-tables-only` (and no full debug info): crash backtraces still name the sample's
    ///   line, without the cost of type descriptions nobody reads.
    /// - `--disable-index-store`: the index only serves editors, which never open the scratch
    ///   package.
    /// - lld (Linux): links faster than gold, the default there; it ships with the toolchain.
    /// - `-lm` (Linux): at `-Onone` the standard library's inlined shims call the C math library
    ///   (`sqrt` for `squareRoot()`, `round` for `Int(exactly:)`), which no autolink entry names; a
    ///   debug `swift build` happens to link it through the module-wrap objects this configuration
    ///   skips, so without it any sample or library doing arithmetic fails to link.
    package static let buildFlags: [String] = {
        var flags = [
            "-c", configuration, "--disable-index-store", "-debug-info-format", "none",
            "-Xswiftc", "-Onone", "-Xswiftc", "-DDEBUG", "-Xswiftc", "-gline-tables-only",
            "-Xswiftc", "-no-emit-module-separately-wmo",
        ]
        #if os(Linux)
            flags += ["-Xswiftc", "-use-ld=lld", "-Xlinker", "-lm"]
        #endif
        return flags
    }()

    /// The last lines of a build log, enough to see the failure.
    package static func tail(of log: String, lines: Int = 30) -> String {
        log.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }
}
