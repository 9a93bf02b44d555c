import Doctest
import SampleToolchain

/// Phase 1, check: decides what must be built, type-checked and run for each document the cache did not
/// answer: its program, its separate programs, and its type-check jobs.
enum PlanChecks {
    /// `work` with the documents that are not cached planned.
    ///
    /// - Parameters:
    ///   - hasAppleInterface: `-Xapple` flags were given, so `apple` samples are compiled
    ///     against them where the frameworks do not exist.
    ///   - commandNames: More names of `@main` types for transcripts to run them by, by name
    ///     (`docbuild.json`'s `commands`).
    static func run(
        _ work: [DocumentWork], hasAppleInterface: Bool = false, commandNames: [String: String] = [:]
    )
        -> CheckPlan
    {
        CheckPlan(
            documents: work.map {
                $0.isCached ? $0 : plan($0, hasAppleInterface: hasAppleInterface, commandNames: commandNames)
            })
    }

    /// Plans one document, numbering its targets by its position.
    static func plan(
        _ work: DocumentWork, hasAppleInterface: Bool = false, commandNames: [String: String] = [:]
    )
        -> DocumentWork
    {
        var work = work
        let article = work.loaded
        let checked = article.extraction.samples.filter {
            !article.extraction.invalidSamples.contains($0.index)
        }
        // A `@main` sample is a command: a program of its own, run by the transcripts only.
        planCommands(checked, into: &work, commandNames: commandNames)
        let commandSamples = Set(work.commands.map(\.sampleIndex))
        let valid = checked.filter { !commandSamples.contains($0.index) }
        let segments = planNotebook(valid, into: &work)
        /// The blocks a sample of the notebook comes after: its segment's, up to it.
        func notebookBefore(_ index: Int) -> [Sample] {
            let segment = segments.last { segment in
                segment.samples.contains { $0.index < index && !segment.replayed.contains($0.index) }
            }
            return segment?.samples.filter { $0.index < index } ?? []
        }
        let named = Dictionary(grouping: valid.filter { $0.program != nil && $0.include == nil }) {
            $0.program ?? ""
        }
        planListingTests(valid.filter { $0.listingTest != nil }, into: &work)
        for sample in valid where sample.include == nil && sample.listingTest == nil && sample.listing == nil
        {
            let name = ScratchPackage.targetName(
                articleIndex: work.position, path: article.path, sampleIndex: sample.index)
            let before =
                sample.program.flatMap { named[$0] }?.filter {
                    $0.kind.runsInAProgram && $0.index < sample.index
                }
                ?? notebookBefore(sample.index)
            switch sample.kind {
            case .crashes:
                // Its own program, seeing no other block: the article's program goes on after it.
                work.separate.append(ScratchTarget(name: name, program: ProgramSource(samples: [sample])))
            case .run where sample.isIsolated, .test where sample.isIsolated:
                work.separate.append(ScratchTarget(name: name, program: ProgramSource(samples: [sample])))
            case .run where sample.program != nil, .test where sample.program != nil:
                // The program is built once, named after its first sample, with all its runs.
                if before.isEmpty {
                    let runs = named[sample.program ?? ""]?.filter(\.kind.runsInAProgram) ?? []
                    work.separate.append(ScratchTarget(name: name, program: ProgramSource(samples: runs)))
                }
            case .noRun, .compileFail:
                work.typeChecks.append(typeCheck(name, sample, before: before, mode: .compile))
            case .apple:
                work.typeChecks.append(
                    appleCheck(name, sample, before: before, in: valid, hasAppleInterface: hasAppleInterface))
            case .run, .test, .ignore:
                break
            }
        }
        return work
    }

    /// The programs of the article's notebook: its program, and one more for each block that
    /// declares a name again, which starts a program of its own (``NotebookSegments``).
    private static func planNotebook(_ samples: [Sample], into work: inout DocumentWork) -> [NotebookSegments
        .Segment]
    {
        let segments = NotebookSegments.segments(of: samples.filter(\.isPartOfArticleProgram))
        for (number, segment) in segments.enumerated() {
            let first = segment.samples.first { !segment.replayed.contains($0.index) }
            let target = ScratchTarget(
                name: ScratchPackage.targetName(
                    articleIndex: work.position, path: work.loaded.path,
                    sampleIndex: number == 0 ? nil : first?.index),
                program: ProgramSource(samples: segment.samples, replayed: segment.replayed))
            if number == 0 { work.program = target } else { work.separate.append(target) }
        }
        return segments
    }

    /// The programs of a document's `@main` samples, and the transcript lines that run them: each
    /// line whose first word is one of a command's names, with the words after it as arguments.
    /// A page that develops a command shows several versions of it, and a session may come before
    /// the version it shows or after it: a line then runs each version, nearest first
    /// (``CommandInvocation/rank``), and passes when one prints what it shows.
    private static func planCommands(
        _ samples: [Sample], into work: inout DocumentWork, commandNames: [String: String]
    ) {
        let article = work.loaded
        // A page that develops a command writes its imports once, in the first version.
        var lastImports: [String] = []
        for sample in samples where sample.kind == .run && sample.listingTest == nil && sample.include == nil
        {
            guard let main = MainAttribute.find(in: sample) else { continue }
            let configured = commandNames.filter { $0.value == main.typeName }.keys.sorted()
            var program = ProgramSource(samples: [sample], isCommand: true)
            if program.writesImports {
                lastImports = program.importedModules
            } else {
                program.implicitImports = lastImports
            }
            work.commands.append(
                CommandProgram(
                    sampleIndex: sample.index, place: (sample.articlePath, sample.fenceLine),
                    names: main.commandNames(in: sample) + configured,
                    target: ScratchTarget(
                        name: ScratchPackage.targetName(
                            articleIndex: work.position, path: article.path, sampleIndex: sample.index),
                        program: program)))
        }
        for (transcriptIndex, transcript) in article.extraction.transcripts.enumerated() {
            for (commandIndex, command) in transcript.commands.enumerated() {
                guard let words = command.words, let name = words.first else {
                    continue
                }
                func distance(_ program: CommandProgram) -> (Int, Int, Int) {
                    let line = program.place.line
                    return (program.place.path == transcript.path ? 0 : 1, abs(line - command.line), line)
                }
                let nearestFirst = work.commands.filter { $0.names.contains(name) }.sorted {
                    distance($0) < distance($1)
                }
                for (rank, program) in nearestFirst.enumerated() {
                    work.invocations.append(
                        CommandInvocation(
                            target: program.target.name, name: name, transcript: transcriptIndex,
                            command: commandIndex, arguments: Array(words.dropFirst()), rank: rank))
                }
            }
        }
    }

    /// The programs of a document's listing tests (``ListingPrograms``), and the compiles of those
    /// that expect a diagnostic or are a module's.
    private static func planListingTests(_ tests: [Sample], into work: inout DocumentWork) {
        let path = work.loaded.path
        for program in ListingPrograms.programs(of: tests) {
            let name = ScratchPackage.targetName(
                articleIndex: work.position, path: path, sampleIndex: program.first?.index)
            work.separate.append(ScratchTarget(name: name, program: ProgramSource(samples: program)))
        }
        for test in tests where ListingPrograms.isCompiledAlone(test) {
            let name = ScratchPackage.targetName(
                articleIndex: work.position, path: path, sampleIndex: test.index)
            var check = typeCheck(name, test, before: [], mode: .compile)
            check.job.module = ListingPrograms.module(of: test)
            check.job.libraries = ListingPrograms.libraries(of: test, among: tests)
            work.typeChecks.append(check)
        }
    }

    /// An `apple` sample's check. Compiled, it continues the article's program like any sample, and
    /// sees the `apple` samples before it too (a view declared in one is used in the next);
    /// parsed, it needs nothing before it.
    private static func appleCheck(
        _ name: String, _ sample: Sample, before: [Sample], in samples: [Sample], hasAppleInterface: Bool
    ) -> NamedTypeCheck {
        #if canImport(SwiftUI)
            let mode = TypeCheckJob.Mode.compile
        #else
            let mode: TypeCheckJob.Mode =
                hasAppleInterface && !sample.isParseOnly ? .compileAgainstInterface : .parse
        #endif
        guard mode != .parse else { return typeCheck(name, sample, before: [], mode: .parse) }
        let earlierViews = samples.filter {
            $0.kind == .apple && $0.index < sample.index && $0.program == sample.program && !$0.isIsolated
                && !($0.isParseOnly && mode == .compileAgainstInterface)
        }
        return typeCheck(
            name, sample, before: (before + earlierViews).sorted { $0.index < $1.index }, mode: mode)
    }

    private static func typeCheck(_ name: String, _ sample: Sample, before: [Sample], mode: TypeCheckJob.Mode)
        -> NamedTypeCheck
    {
        let samples = sample.isIsolated ? [sample] : before + [sample]
        return NamedTypeCheck(
            name: name,
            job: TypeCheckJob(sample: sample, program: ProgramSource(samples: samples), mode: mode))
    }
}

/// What must be built, type-checked and run to verify the documents that were not cached.
struct CheckPlan: Sendable {
    /// Every document of the run, cached ones included, in order.
    var documents: [DocumentWork]

    var pending: [DocumentWork] { documents.filter { !$0.isCached } }
    /// Every program to build, commands included.
    var targets: [ScratchTarget] { documents.flatMap(\.targets) }
    /// The programs that run as a whole, block by block: every target but the commands.
    var programs: [ScratchTarget] { documents.flatMap(\.programs) }
    /// The transcript lines to run, with the document each is in.
    var invocations: [CommandInvocation] { documents.flatMap(\.invocations) }
    var typeChecks: [NamedTypeCheck] { documents.flatMap(\.typeChecks) }
    var needsCompiler: Bool { !targets.isEmpty || typeChecks.contains { $0.job.mode != .parse } }
}
