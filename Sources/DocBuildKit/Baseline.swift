import DocBasics
import Doctest
import Foundation
import SampleToolchain

/// The samples known to fail, recorded by `docbuild --write-baseline` so that `docbuild --check`
/// fails only on new failures, as a linter's baseline does.
///
/// A sample is named by its article, a hash of its code and, for identical blocks of one article,
/// its occurrence — never by its line, so that editing the prose around it, or another sample,
/// leaves it in the baseline. Changing the sample's own code makes it a new sample.
///
/// ```json
/// { "version": 1, "failures": [
///   { "article": "Articles/Intro.md", "code": "3f2a…", "occurrence": 1, "firstLine": "print(6 * 7)" } ] }
/// ```
struct Baseline: Hashable, Sendable, Codable {
    /// One failing sample.
    struct Entry: Hashable, Sendable, Codable, Comparable {
        var identity: SampleIdentity
        /// The sample's first visible line, for the reader of the file; not part of the identity.
        var firstLine: String

        init(identity: SampleIdentity, firstLine: String) {
            self.identity = identity
            self.firstLine = firstLine
        }

        init(_ sample: Sample, identity: SampleIdentity) {
            let first = sample.lines.first { !$0.isHidden && !$0.text.allSatisfy(\.isWhitespace) }
            let text = first?.text.trimmingCharacters(in: .whitespaces) ?? ""
            self.init(identity: identity, firstLine: text.count > 80 ? String(text.prefix(79)) + "…" : text)
        }

        static func < (lhs: Entry, rhs: Entry) -> Bool { lhs.identity < rhs.identity }

        private enum CodingKeys: String, CodingKey { case article, code, occurrence, firstLine }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            identity = SampleIdentity(
                article: try container.decode(String.self, forKey: .article),
                codeHash: try container.decode(String.self, forKey: .code),
                occurrence: try container.decodeIfPresent(Int.self, forKey: .occurrence) ?? 1)
            firstLine = try container.decodeIfPresent(String.self, forKey: .firstLine) ?? ""
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(identity.article, forKey: .article)
            try container.encode(identity.codeHash, forKey: .code)
            try container.encode(identity.occurrence, forKey: .occurrence)
            try container.encode(firstLine, forKey: .firstLine)
        }
    }

    /// The format of the file; raised when it changes incompatibly.
    static let formatVersion = 1
    /// The file's name at the package's root when no `--baseline FILE` is given.
    static let defaultFileName = "docbuild-baseline.json"

    var version = Self.formatVersion
    /// Sorted by article, then code hash and occurrence.
    var failures: [Entry]

    init(failures: [Entry]) {
        self.failures = failures.sorted()
    }

    /// The baseline of `report`'s failing samples. Entries of `previous` for articles that this run
    /// did not check are kept: pass the previous baseline for a partial run (`--filter`, `--shard`),
    /// so that it rewrites only its part.
    init(failuresOf report: CheckReport, keeping previous: Baseline? = nil) {
        var entries: [Entry] = []
        for article in report.articles {
            let identities = SampleIdentity.identities(of: article.samples)
            for (result, identity) in zip(article.results, identities) where result.status == .failed {
                entries.append(Entry(result.sample, identity: identity))
            }
        }
        let checked = Set(report.articles.map(\.path))
        entries += previous?.failures.filter { !checked.contains($0.identity.article) } ?? []
        self.init(failures: entries)
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
        guard baseline.version == formatVersion else {
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
