import DocBasics
import Doctest
import Foundation

/// The outcome of one article (or one module's doc comments), fresh from `VerifyDocuments` or
/// read from the cache, which stores it as it is: everything needed to rebuild its
/// ``DocumentReport`` without building or running anything.
package struct DocumentOutcome: Hashable, Sendable, Codable {
    package struct SampleOutcome: Hashable, Sendable, Codable {
        package var status: SampleStatus
        package var output: String?
        /// For an `apple` sample, what was done to it.
        package var appleCheck: AppleCheck? = nil
        /// For a `@main` sample, how many transcript lines ran it.
        package var commandRuns: Int? = nil

        package init(
            status: SampleStatus, output: String?, appleCheck: AppleCheck? = nil, commandRuns: Int? = nil
        ) {
            self.status = status
            self.output = output
            self.appleCheck = appleCheck
            self.commandRuns = commandRuns
        }
    }

    package var samples: [SampleOutcome]
    package var diagnostics: [Diagnostic]
    /// Each terminal transcript's prompt lines, in the order of ``SampleExtraction/transcripts``.
    package var transcripts: [[TranscriptCommandResult]]

    package init(
        samples: [SampleOutcome], diagnostics: [Diagnostic], transcripts: [[TranscriptCommandResult]] = []
    ) {
        self.samples = samples
        self.diagnostics = diagnostics
        self.transcripts = transcripts
    }
}

/// Results of verified articles under `<package>/.build/docbuild/cache/`, keyed by content.
///
/// The key hashes the article's text, the package's sources (everything a sample compiles
/// against), the toolchain version and docbuild's own version and options: a second run with
/// nothing changed builds and runs nothing, and any change that could alter a result misses. A
/// cache written by another toolchain is therefore never read.
///
/// Each entry starts with a line giving the format, and the SHA-256 and size of the JSON after
/// it: an entry cut short (a full disk) or damaged is found, reported as a note, and rebuilt; an
/// entry of another format is ignored. Entries are written whole, then renamed into place, so a
/// docbuild killed while storing one leaves the old entry or none.
package struct ResultCache: Sendable {
    var directory: String

    package init(directory: String) {
        self.directory = directory
    }

    /// The key of an article.
    ///
    /// - Parameter included: The code of the article's `include=` regions. They may come from
    ///   files the sources hash leaves out (`Tests/`), and a region that changes or disappears
    ///   must not be answered from the cache.
    package static func key(
        articleText: String, path: String, included: [String] = [], environment: String
    ) -> String {
        var hash = SHA256()
        hash.update(environment)
        hash.update(path)
        hash.update(articleText)
        for code in included {
            hash.update("\u{1E}")
            hash.update(code)
        }
        return hash.hexDigest
    }

    /// What the cache holds under a key.
    package enum Lookup<Value: Sendable>: Sendable {
        case hit(Value)
        /// Nothing, or an entry of another format (an older docbuild's): not a problem.
        case miss
        /// An entry that is truncated, fails its checksum or cannot be decoded; why, in words.
        case corrupted(String)

        package var value: Value? {
            if case .hit(let value) = self { value } else { nil }
        }
    }

    /// The first word of every entry, and the format's version, the second.
    static let magic = "docbuild-cache"
    static let format = "1"

    package func outcome(forKey key: String) -> Lookup<DocumentOutcome> {
        entry(DocumentOutcome.self, forKey: key)
    }

    /// Stores `outcome`; a cache that cannot be written only costs time, so errors are ignored.
    package func store(_ outcome: DocumentOutcome, forKey key: String) {
        storeEntry(outcome, forKey: key)
    }

    /// The entry stored under `key`, checked against the size and checksum in its first line
    /// (`docbuild-cache 1 <sha256> <size>`).
    package func entry<Value: Decodable & Sendable>(_ type: Value.Type, forKey key: String) -> Lookup<Value> {
        guard let data = FileManager.default.contents(atPath: "\(directory)/\(key).json") else {
            return .miss
        }
        let bytes = [UInt8](data)
        // docbuild 0.3.0 and earlier stored the bare JSON.
        if bytes.first == UInt8(ascii: "{") || bytes.first == UInt8(ascii: "[") { return .miss }
        guard let newline = bytes.firstIndex(of: 0x0A) else {
            return .corrupted("truncated in its first line")
        }
        let fields = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        if fields.count >= 2, fields[0] == Self.magic, fields[1] != Self.format { return .miss }
        guard fields.count == 4, fields[0] == Self.magic, let size = Int(fields[3]) else {
            return .corrupted("its first line is damaged")
        }
        let payload = Data(bytes[(newline + 1)...])
        guard payload.count == size else { return .corrupted("truncated: \(payload.count) of \(size) bytes") }
        var hash = SHA256()
        hash.update(payload)
        guard hash.hexDigest == fields[2] else { return .corrupted("its checksum does not match") }
        guard let value = try? JSONDecoder().decode(Value.self, from: payload) else {
            return .corrupted("it cannot be decoded")
        }
        return .hit(value)
    }

    /// Stores `value` under `key`, in a file written whole and then renamed into place.
    package func storeEntry<Value: Encodable>(_ value: Value, forKey key: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        guard let payload = try? JSONEncoder().encode(value) else { return }
        var hash = SHA256()
        hash.update(payload)
        let data = Data("\(Self.magic) \(Self.format) \(hash.hexDigest) \(payload.count)\n".utf8) + payload
        try? data.write(to: URL(fileURLWithPath: "\(directory)/\(key).json"), options: .atomic)
    }

    /// The note for an entry found corrupted: it is not used, and the result is rebuilt.
    package static func corruptionNote(_ reason: String, of what: String, path: String?) -> Diagnostic {
        Diagnostic(
            .note, .corruptedCacheEntry,
            "the cached result of \(what) was corrupted (\(reason)); it was checked again and the entry "
                + "rewritten",
            path: path)
    }

    /// Every file the samples compile against, relative to the package and sorted: the package
    /// directory's files, except hidden ones (`.build`, `.git`), the articles, the tests, and
    /// any site docbuild wrote (a folder holding `marker`: ``SiteWriter/marker``), which would
    /// otherwise make every check after a site build miss the cache.
    package static func sourceFiles(
        packageDirectory: String, excluding excluded: Set<String>, skippingFoldersHolding marker: String
    ) -> [String] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: packageDirectory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let absolute = "\(packageDirectory)/\(relative)"
            if name.hasPrefix(".") || excluded.contains(absolute) || relative == "Tests" {
                enumerator.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                files.append(relative)
            } else if manager.fileExists(atPath: "\(absolute)/\(marker)") {
                enumerator.skipDescendants()
            }
        }
        return files.sorted()
    }

    /// A hash of the compiled modules that `-I` folders among `flags` hold (their
    /// `.swiftmodule`, `.swiftdoc` and `.swiftsourceinfo` files, names and contents): an `apple`
    /// sample compiles against them, and the SwiftUI layer's symbols and doc comments are read
    /// from them, so a result or graph of an older build of them must not be reused. The flags
    /// name the folders, not what they hold: `scripts/typecheck-swiftui` rebuilds them in place.
    ///
    /// - Complexity: reads every such file, about 2 MB for Quartet's modules and SwiftUI's
    ///   interface.
    package static func modulesHash(searchedBy flags: [String]) -> String {
        var hash = SHA256()
        let folders = SampleTypeChecker.searchPaths(in: flags)
        let kinds: Set<String> = ["swiftmodule", "swiftdoc", "swiftsourceinfo"]
        for folder in folders {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names where kinds.contains((name as NSString).pathExtension) {
                hash.update("\(folder)/\(name)")
                if let data = FileManager.default.contents(atPath: "\(folder)/\(name)") { hash.update(data) }
            }
        }
        return hash.hexDigest
    }

    /// A hash of the names and contents of `files` (see ``sourceFiles(packageDirectory:excluding:)``).
    ///
    /// - Complexity: reads every file; sources are small next to a build.
    package static func sourcesHash(_ files: [String], packageDirectory: String) -> String {
        var hash = SHA256()
        for file in files {
            hash.update(file)
            if let data = FileManager.default.contents(atPath: "\(packageDirectory)/\(file)") {
                hash.update(data)
            }
        }
        return hash.hexDigest
    }
}
