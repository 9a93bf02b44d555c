import DocBasics
import Doctest
import Foundation
import SampleToolchain

/// The problems known today, recorded by `docbuild --write-baseline` so that `docbuild --check`
/// fails only on new ones, as a linter's baseline does: the failing samples, each with the kinds
/// of error it has, and every other error (a broken link, a bad include), each by its kind.
///
/// A sample is named by its article, a hash of its code and, for identical blocks of one article,
/// its occurrence — never by its line, so that editing the prose around it, or another sample,
/// leaves it in the baseline. Changing the sample's own code makes it a new sample. A block is
/// baselined for the errors it had: another kind of error in it later fails the check, and so does
/// any error in a block that passed, even when the two are one notebook. Another problem is named
/// by its file, its identifier and a hash of the text of its line.
///
/// ```json
/// { "version": 2, "failures": [
///   { "article": "Articles/Intro.md", "code": "3f2a…", "occurrence": 1, "firstLine": "print(6 * 7)",
///     "problems": ["docbuild.PrintsMismatch"] } ],
///   "problems": [
///   { "file": "Articles/Intro.md", "identifier": "docbuild.BrokenLink", "context": "9c1e…",
///     "occurrence": 1, "line": "See [the guide](Guide.md)." } ] }
/// ```
///
/// The file is not part of the results' cache key: writing it rebuilds nothing.
struct Baseline: Hashable, Sendable, Codable {
    /// One failing sample.
    struct Entry: Hashable, Sendable, Codable, Comparable {
        var identity: SampleIdentity
        /// The sample's first visible line, for the reader of the file; not part of the identity.
        var firstLine: String
        /// The identifiers of the errors in the sample that the baseline tolerates; `nil` (a
        /// version 1 file, or a failure no line of the sample explains): any.
        var problems: [String]?

        init(identity: SampleIdentity, firstLine: String, problems: [String]? = nil) {
            self.identity = identity
            self.firstLine = firstLine
            self.problems = problems
        }

        init(_ sample: Sample, identity: SampleIdentity, problems: [String]? = nil) {
            self.init(
                identity: identity,
                firstLine: Baseline.shown(
                    sample.lines.first {
                        !$0.isHidden && !$0.text.allSatisfy(\.isWhitespace)
                    }?.text ?? ""), problems: problems)
        }

        /// Whether the baseline tolerates an error `identifier` in the sample.
        func tolerates(_ identifier: Diagnostic.Identifier) -> Bool {
            problems?.contains(identifier.rawValue) ?? true
        }

        static func < (lhs: Entry, rhs: Entry) -> Bool { lhs.identity < rhs.identity }

        private enum CodingKeys: String, CodingKey { case article, code, occurrence, firstLine, problems }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            identity = SampleIdentity(
                article: try container.decode(String.self, forKey: .article),
                codeHash: try container.decode(String.self, forKey: .code),
                occurrence: try container.decodeIfPresent(Int.self, forKey: .occurrence) ?? 1)
            firstLine = try container.decodeIfPresent(String.self, forKey: .firstLine) ?? ""
            problems = try container.decodeIfPresent([String].self, forKey: .problems)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(identity.article, forKey: .article)
            try container.encode(identity.codeHash, forKey: .code)
            try container.encode(identity.occurrence, forKey: .occurrence)
            try container.encode(firstLine, forKey: .firstLine)
            try container.encodeIfPresent(problems, forKey: .problems)
        }
    }

    /// An error outside the samples: a link, an include, a site check.
    struct Problem: Hashable, Sendable, Codable, Comparable {
        /// Relative to the package, as diagnostics name it; `""` for a problem of no file.
        var file: String
        var identifier: String
        /// The first 16 hexadecimal digits of the SHA-256 of the problem's line, trimmed: the line
        /// may move, not change.
        var context: String
        /// Which of the file's problems of that identifier and context it is (1 for the first).
        var occurrence: Int
        /// The line, for the reader of the file; not part of the identity.
        var line: String = ""

        static func < (lhs: Problem, rhs: Problem) -> Bool {
            (lhs.file, lhs.identifier, lhs.context, lhs.occurrence)
                < (rhs.file, rhs.identifier, rhs.context, rhs.occurrence)
        }

        /// What identifies it: everything but the line shown.
        var key: String { "\(file)\u{1F}\(identifier)\u{1F}\(context)\u{1F}\(occurrence)" }

        /// The problems of `diagnostics`' errors, in their order, numbered by occurrence;
        /// `lineText` gives a file's line.
        static func problems(of diagnostics: [Diagnostic], lineText: (String, Int) -> String?) -> [Problem] {
            var seen: [String: Int] = [:]
            return diagnostics.filter { $0.severity == .error }.map { diagnostic in
                let text =
                    diagnostic.path.flatMap { path in diagnostic.line.flatMap { lineText(path, $0) } } ?? ""
                var hash = SHA256()
                hash.update(text.trimmingCharacters(in: .whitespaces))
                let context = String(hash.hexDigest.prefix(16))
                let base = "\(diagnostic.path ?? "")\u{1F}\(diagnostic.identifier.rawValue)\u{1F}\(context)"
                seen[base, default: 0] += 1
                return Problem(
                    file: diagnostic.path ?? "", identifier: diagnostic.identifier.rawValue, context: context,
                    occurrence: seen[base] ?? 1, line: Baseline.shown(text))
            }
        }
    }

    /// The format of the file; raised when it changes incompatibly. Version 1 (failures only,
    /// each tolerating any error) is still read.
    static let formatVersion = 2
    /// The file's name at the package's root when no `--baseline FILE` is given.
    static let defaultFileName = "docbuild-baseline.json"

    var version = Self.formatVersion
    /// Sorted by article, then code hash and occurrence.
    var failures: [Entry]
    /// Sorted by file, identifier, context and occurrence.
    var problems: [Problem] = []

    init(failures: [Entry], problems: [Problem] = []) {
        self.failures = failures.sorted()
        self.problems = problems.sorted()
    }

    private enum CodingKeys: String, CodingKey { case version, failures, problems }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        failures = try container.decode([Entry].self, forKey: .failures)
        problems = try container.decodeIfPresent([Problem].self, forKey: .problems) ?? []
    }

    /// The baseline of `report`'s failing samples, and of its other errors and `siteProblems`.
    /// Entries of `previous` for articles that this run did not check are kept: pass the previous
    /// baseline for a partial run (`--filter`, `--shard`), so that it rewrites only its part.
    ///
    /// A failing sample is listed with the identifiers of its errors; when no sample of an article
    /// has an error of its own (a failure the run located nowhere), each failing one is listed
    /// tolerating any.
    init(
        failuresOf report: CheckReport, siteProblems: [Diagnostic] = [], keeping previous: Baseline? = nil,
        lineText: (String, Int) -> String? = { _, _ in nil }
    ) {
        var entries: [Entry] = []
        var outside: [Diagnostic] = report.generalDiagnostics + siteProblems
        for article in report.checked {
            let identities = SampleIdentity.identities(of: article.samples)
            let ranges = Self.sampleLines(of: article)
            let errors = article.diagnostics.filter { $0.severity == .error }
            let own = ranges.map { range in errors.filter { $0.line.map(range.contains) ?? false } }
            let located = own.contains { !$0.isEmpty }
            for index in article.results.indices where article.results[index].status == .failed {
                guard !located || !own[index].isEmpty else { continue }
                let problems = located ? Array(Set(own[index].map(\.identifier.rawValue))).sorted() : nil
                entries.append(
                    Entry(article.results[index].sample, identity: identities[index], problems: problems))
            }
            outside += errors.filter { !Self.isInSamples($0, ranges) }
        }
        let checked = Set(report.checked.map(\.path))
        entries += previous?.failures.filter { !checked.contains($0.identity.article) } ?? []
        var problems = Problem.problems(of: outside, lineText: lineText)
        problems += previous?.problems.filter { !checked.contains($0.file) && !$0.file.isEmpty } ?? []
        self.init(failures: entries, problems: problems)
    }

    /// The diagnostics of `article` that are in none of its samples' lines.
    static func outsideSamples(_ article: DocumentReport) -> [Diagnostic] {
        let ranges = sampleLines(of: article)
        return article.diagnostics.filter { !isInSamples($0, ranges) }
    }

    /// Whether `diagnostic` is on a line of one of `ranges`, the samples' (``sampleLines(of:)``).
    static func isInSamples(_ diagnostic: Diagnostic, _ ranges: [SampleLines]) -> Bool {
        guard let line = diagnostic.line else { return false }
        return ranges.contains { $0.contains(line) }
    }

    /// The Markdown lines of each of `article`'s samples, in order: from its fence to its closing
    /// fence (its last line when the fence is not closed); a listing test's own lines alone, as
    /// its blocks may be far apart.
    static func sampleLines(of article: DocumentReport) -> [SampleLines] {
        let ends = Dictionary(
            SampleExtractor.codeBlocks(in: article.document.blocks).map {
                ($0.range.start.line, $0.range.end.line)
            },
            uniquingKeysWith: { first, _ in first })
        return article.results.map { result in
            let sample = result.sample
            if let test = sample.listingTest {
                let lines =
                    sample.lines.map(\.line) + sample.expectations.map(\.line) + test.diagnostics.map(\.line)
                    + [sample.fenceLine, test.nameLine]
                return SampleLines(range: (lines.min() ?? 0)...(lines.max() ?? 0), only: Set(lines))
            }
            let end = ends[sample.fenceLine] ?? (sample.lines.last?.line ?? sample.fenceLine) + 1
            return SampleLines(range: sample.fenceLine...max(sample.fenceLine, end))
        }
    }

    /// The lines a sample answers for: a range, or some lines of it.
    struct SampleLines {
        var range: ClosedRange<Int>
        /// For a listing test, the lines in ``range`` that are its.
        var only: Set<Int>?

        func contains(_ line: Int) -> Bool {
            range.contains(line) && (only?.contains(line) ?? true)
        }
    }

    /// A line as the file shows it: trimmed, at most 80 characters.
    static func shown(_ text: String) -> String {
        let text = text.trimmingCharacters(in: .whitespaces)
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }

    /// The file's JSON: pretty-printed with sorted keys, so that it diffs well.
    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else {
            preconditionFailure("a Baseline of strings and integers always encodes")
        }
        return data + Data("\n".utf8)
    }

    /// Reads the baseline at `file`.
    ///
    /// - Returns: `nil` when there is no file.
    /// - Throws: ``EnvironmentError`` when the file cannot be read or is not a baseline.
    static func read(_ file: String, displayPath: String) throws -> Baseline? {
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw EnvironmentError(
                .invalidBaseline, "cannot read the baseline \(displayPath): check its permissions")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw EnvironmentError(
                .invalidBaseline,
                "\(displayPath) is not a docbuild baseline (\(error)): write it again with --write-baseline")
        }
        guard baseline.version == formatVersion || baseline.version == 1 else {
            throw EnvironmentError(
                .invalidBaseline,
                "\(displayPath) has version \(baseline.version), this docbuild reads \(formatVersion): "
                    + "write it again with --write-baseline")
        }
        return baseline
    }
}

/// What names a sample across edits of its article: the article, a hash of the sample's code, and
/// which of the article's samples with that same code it is (1 for the first).
struct SampleIdentity: Hashable, Sendable, Comparable {
    var article: String
    /// The first 16 hexadecimal digits of the SHA-256 of the code as compiled (hidden lines
    /// included), so that a reworded `// Prints` or a new hidden line makes it another sample.
    var codeHash: String
    var occurrence: Int

    static func < (lhs: SampleIdentity, rhs: SampleIdentity) -> Bool {
        (lhs.article, lhs.codeHash, lhs.occurrence) < (rhs.article, rhs.codeHash, rhs.occurrence)
    }

    /// The identity of each of `samples`, the samples of one article in order.
    static func identities(of samples: [Sample]) -> [SampleIdentity] {
        var seen: [String: Int] = [:]
        return samples.map { sample in
            var hash = SHA256()
            hash.update(sample.code)
            let codeHash = String(hash.hexDigest.prefix(16))
            seen[codeHash, default: 0] += 1
            return SampleIdentity(
                article: sample.articlePath, codeHash: codeHash, occurrence: seen[codeHash] ?? 1)
        }
    }
}

extension Workspace {
    /// The baseline file, absolute: `--baseline FILE`, the file given to `--write-baseline`, or
    /// `docbuild-baseline.json` at the package's root; `nil` with `--no-baseline`.
    var baselineFile: String? {
        if let file = options.writeBaselineFile ?? options.baselineFile {
            return file.hasPrefix("/") ? file : Self.absolute(file)
        }
        guard options.usesBaseline || options.isWritingBaseline else { return nil }
        return "\(packageDirectory)/\(Baseline.defaultFileName)"
    }
}
