import DocBasics
import DocBuildKit
import Foundation
import SampleToolchain

/// The four measurements, each on its own copy of the corpus so that no build helps another.
struct Measurements {
    var corpus: Corpus
    var workspace: String

    private func checkPackage(round: Int) -> String { "\(workspace)/check\(round)/Corpus" }

    /// `docbuild --check` with nothing built or cached (a fresh copy of the corpus).
    func coldCheck(round: Int) async throws -> Cost {
        try corpus.writePackage(to: checkPackage(round: round))
        return try await timedCheck(round: round)
    }

    /// `docbuild --check` again, with nothing changed.
    func warmCheck(round: Int) async throws -> Cost {
        try await timedCheck(round: round)
    }

    private func timedCheck(round: Int) async throws -> Cost {
        var options = Options()
        options.packageDirectory = checkPackage(round: round)
        var report: CheckReport?
        let cost = try await Cost.measure {
            report = try await DocBuildRun.check(options)
        }
        guard let report, report.hasPassed, report.passedCount == corpus.articles * corpus.samplesPerArticle
        else {
            throw BenchmarkFailure("the corpus did not pass: \(report?.diagnostics ?? [])")
        }
        return cost
    }

    /// `docbuild --check` of a fresh package of isolated programs (see
    /// ``Corpus/writeProgramsPackage(to:failing:)``).
    ///
    /// - Returns: the cost, and how many times `swift build` ran.
    func programsCheck(_ programs: Corpus, failing: Bool) async throws -> (cost: Cost, builds: Int) {
        let package = "\(workspace)/programs-\(failing ? "failing" : "passing")/Corpus"
        try programs.writeProgramsPackage(to: package, failing: failing)
        let total = programs.articles * programs.samplesPerArticle
        return try await coldCheck(package, failing: failing ? total / 2 : 0, of: total, corpus: "programs")
    }

    /// A cold `docbuild --check` of `package`, which must come out with `failing` of its `total`
    /// samples failing and the rest passing; its cost, and how many times `swift build` ran.
    private func coldCheck(_ package: String, failing: Int, of total: Int, corpus: String) async throws
        -> (cost: Cost, builds: Int)
    {
        var options = Options()
        options.packageDirectory = package
        let builds = Counter()
        var report: CheckReport?
        let cost = try await Cost.measure {
            report = try await DocBuildRun.check(options) { line in
                if line.hasPrefix("Building ") { builds.increment() }
            }
        }
        guard let report, report.passedCount == total - failing, report.failedCount == failing else {
            throw BenchmarkFailure(
                "the \(corpus) corpus did not come out as expected: \(report?.summary ?? "no report")")
        }
        return (cost, builds.value)
    }

    /// A cold check of the notebooks corpus (``Corpus/writeNotebooksPackage(to:broken:)``), and
    /// the builds it took; with `broken`, each article's two broken blocks fail alone.
    func notebooksCheck(_ notebooks: Corpus, broken: Bool) async throws -> (cost: Cost, builds: Int) {
        let package = "\(workspace)/notebooks-\(broken ? "broken" : "passing")/Corpus"
        try notebooks.writeNotebooksPackage(to: package, broken: broken)
        return try await coldCheck(
            package, failing: broken ? 2 * notebooks.articles : 0,
            of: notebooks.articles * notebooks.samplesPerArticle, corpus: "notebooks")
    }

    /// The compiler's floor: one hand-written program holding every sample, built once with
    /// `swift build` (manifest, library and program, like the check) and run once.
    func floor(round: Int) async throws -> Cost {
        let package = "\(workspace)/floor\(round)/Corpus"
        try corpus.writePackage(to: package)
        try FileManager.default.removeItem(atPath: "\(package)/Articles")
        var source = "import CorpusKit\n"
        for article in 0..<corpus.articles {
            for sample in 0..<corpus.samplesPerArticle {
                source += corpus.plainSource(article: article, sample: sample)
            }
        }
        try corpus.write(source, to: "\(package)/Sources/Floor/main.swift")
        let manifest = Corpus.manifest.replacingOccurrences(
            of: #"targets: [.target(name: "CorpusKit")],"#,
            with:
                #"targets: [.target(name: "CorpusKit"), .executableTarget(name: "Floor", dependencies: ["CorpusKit"])],"#
        )
        try corpus.write(manifest, to: "\(package)/Package.swift")
        let swift = try swiftPath()
        return try await Cost.measure {
            // The same build flags as docbuild's, so the ratio measures only docbuild's own overhead.
            try await expectSuccess(
                swift, ["build", "--package-path", package] + SampleBuilder.buildFlags, in: package)
            try await expectSuccess(
                "\(package)/.build/\(SampleBuilder.configuration)/Floor", [], in: package)
        }
    }

    /// The compiler's floor for the programs docbuild builds: the library built once, then each
    /// article's samples as one program compiled and linked by a single `swiftc` (the articles as many
    /// at a time as there are cores) and run. Unlike ``floor(round:)`` it grows with the corpus as
    /// docbuild's own work does: one program of every sample grows faster than its size (type-checking
    /// one `main.swift` of a thousand samples costs several times fifty of twenty).
    ///
    /// - Returns: the whole floor, and what compiling, linking and running one article's program
    ///   alone costs (the bound for a check after one sample is edited).
    func articlesFloor(round: Int) async throws -> (all: Cost, oneArticle: Cost) {
        let package = "\(workspace)/articles-floor\(round)/Corpus"
        try corpus.writePackage(to: package)
        try FileManager.default.removeItem(atPath: "\(package)/Articles")
        let swift = try swiftPath()
        let built = "\(package)/.build/\(SampleBuilder.configuration)"
        func compile(_ article: Int) async throws {
            let directory = "\(package)/programs/\(article)"
            let source = (0..<corpus.samplesPerArticle).map {
                corpus.plainSource(article: article, sample: $0)
            }
            try corpus.write("import CorpusKit\n" + source.joined(), to: "\(directory)/main.swift")
            let objects = try FileManager.default.contentsOfDirectory(atPath: "\(built)/CorpusKit.build")
                .filter { $0.hasSuffix(".o") }.map { "\(built)/CorpusKit.build/\($0)" }
            try await expectSuccess(
                swift + "c",
                Self.floorFlags + ["-I", "\(built)/Modules", "main.swift"] + objects + ["-o", "program"],
                in: directory)
            try await expectSuccess("\(directory)/program", [], in: directory)
        }
        let all = try await Cost.measure {
            try await expectSuccess(
                swift, ["build", "--package-path", package] + SampleBuilder.buildFlags, in: package)
            try await withThrowingTaskGroup(of: Void.self) { group in
                var next = 0
                for _ in 0..<min(ProcessInfo.processInfo.activeProcessorCount, corpus.articles) {
                    let article = next
                    group.addTask { try await compile(article) }
                    next += 1
                }
                while try await group.next() != nil, next < corpus.articles {
                    let article = next
                    group.addTask { try await compile(article) }
                    next += 1
                }
                try await group.waitForAll()
            }
        }
        let oneArticle = try await Cost.measure { try await compile(0) }
        return (all, oneArticle)
    }

    /// The flags docbuild builds programs with (``SampleBuilder/buildFlags``), as `swiftc` takes them.
    static let floorFlags: [String] = {
        var flags = ["-swift-version", "6", "-Onone", "-DDEBUG", "-gline-tables-only"]
        #if os(Linux)
            flags += ["-use-ld=lld"]
        #endif
        return flags
    }()

    /// `docbuild --check` after one sample of one article changed (the warm check's package): only
    /// that article's program is built and run again.
    func editedCheck(round: Int) async throws -> Cost {
        let article = "\(checkPackage(round: round))/Articles/Article\(corpus.articles / 2).md"
        var text = try String(contentsOfFile: article, encoding: .utf8)
        let name = "A\(corpus.articles / 2)S0"
        guard let call = text.range(of: "shelf\(name).stock(\"a\(corpus.articles / 2)\")") else {
            throw BenchmarkFailure("the corpus's sample \(name) is not where the benchmark expects it")
        }
        // A second item on the shelf: the sample prints it, so its `// Prints` line changes too.
        text.replaceSubrange(
            call, with: "shelf\(name).stock(\"a\(corpus.articles / 2)\"); shelf\(name).stock(\"b\")")
        text = text.replacingOccurrences(
            of: " A\(corpus.articles / 2)\"", with: " A\(corpus.articles / 2),B\"", options: [],
            range: text.range(of: "Sample 0:")!.upperBound..<text.range(of: "Sample 1:")!.lowerBound)
        try corpus.write(text, to: article)
        return try await timedCheck(round: round)
    }

    /// The naive way: the library built once, then every sample compiled by `swiftc` as a program of
    /// its own, linked against the library, and run.
    func naive() async throws -> Cost {
        let package = "\(workspace)/naive/Corpus"
        try corpus.writePackage(to: package)
        let swift = try swiftPath()
        let swiftc = swift + "c"
        return try await Cost.measure {
            try await expectSuccess(swift, ["build", "--package-path", package], in: package)
            let modules = "\(package)/.build/debug/Modules"
            let objects = try FileManager.default.contentsOfDirectory(
                atPath: "\(package)/.build/debug/CorpusKit.build"
            )
            .filter { $0.hasSuffix(".o") }
            .map { "\(package)/.build/debug/CorpusKit.build/\($0)" }
            for article in 0..<corpus.articles {
                for sample in 0..<corpus.samplesPerArticle {
                    let directory = "\(package)/naive/\(article)-\(sample)"
                    try corpus.write(
                        corpus.plainSource(article: article, sample: sample), to: "\(directory)/main.swift")
                    try await expectSuccess(
                        swiftc,
                        ["-swift-version", "6", "-I", modules, "main.swift"] + objects + ["-o", "sample"],
                        in: directory)
                    try await expectSuccess("\(directory)/sample", [], in: directory)
                }
            }
        }
    }

    func swiftPath() throws -> String {
        guard let swift = ProcessRunner.executablePath(named: "swift") else {
            throw BenchmarkFailure("`swift` is not on PATH")
        }
        return swift
    }

    func expectSuccess(_ executable: String, _ arguments: [String], in directory: String) async throws {
        let output = try await ProcessRunner.run(executable, arguments, in: directory)
        guard output.succeeded else {
            throw BenchmarkFailure(
                "\(executable) \(arguments.joined(separator: " ")) failed:\n\(output.standardOutput)\(output.standardError)"
            )
        }
    }
}

/// A count that a `@Sendable` progress callback can increase.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// Why the benchmark could not measure: its corpus did not pass, or a tool is missing.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
