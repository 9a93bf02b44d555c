import DocBasics
import DocSite
import Doctest
import Foundation
import SampleToolchain

/// A package's `docbuild.json`: what a site needs to know that docbuild cannot work out. Every key
/// is optional, and a package with only an articles folder needs no file at all.
///
/// ```json
/// {
///   "title": "Quartet",
///   "tagline": "Four ways to structure a SwiftUI screen.",
///   "repository": "https://github.com/example/quartet",
///   "version": "1.0.0",
///   "placeholders": { "install": "brew install cmark-gfm" },
///   "articles": "Articles",
///   "exclude": ["Articles/Drafts"],
///   "theme": "site/theme",
///   "examples": "Examples/*/*",
///   "exampleGroups": ["Basics", "Advanced"],
///   "examplesPage": { "introduction": "Complete apps, one folder each.", "summary": "…", "groupLabel": "Level" },
///   "mode": "notebook",
///   "imports": ["Quartet"],
///   "swiftSettings": { "languageMode": "6", "upcomingFeatures": ["ExistentialAny"] },
///   "errorMarkers": { "compile": ["// Error"], "crash": ["// this triggers a runtime error"] },
///   "listingTests": "swifttest",
///   "commands": { "greet": "GreetUser" },
///   "transcripts": { "noOutput": "(no output)", "elision": "..." }
/// }
/// ```
///
/// `articles` may list several folders, `["Documentation", "Sources/Deque/Deque.docc"]`. A
/// command-line option (`--articles`) wins over the file.
struct Configuration: Hashable, Sendable {
    /// How the samples of an article are made into programs.
    enum SampleMode: String, Hashable, Sendable, Codable {
        /// One program per article, in order, like a notebook (or *The Swift Programming Language*).
        case notebook
        /// One program per sample, as rustdoc runs each sample on its own.
        case isolated
    }

    /// The file's name, at the package root.
    static let fileName = "docbuild.json"

    /// The site's name, in the header and page titles; by default the package's name, as its
    /// manifest declares it (``PackageName``), or the package folder's name when it cannot tell.
    var title: String
    /// One sentence under the title of the overview; by default none.
    var tagline: String?
    /// The package's repository, shown in the header and used for links to the source; also what
    /// `{{repository}}` stands for in articles (see ``ConfigurationPlaceholders``).
    var repository: String?
    /// Whether `repository` is an address the package is not published at yet: the overview then
    /// says so in a note, instead of presenting the address as real.
    var repositoryIsPlaceholder = false
    /// The version the package declares (its release tag), shown in every page's footer; also
    /// what `{{version}}` stands for in articles.
    var version: String?
    /// What other `{{name}}`s stand for in articles, by name: text kept in one place, such as an
    /// install command that several pages show.
    var placeholders: [String: String] = [:]
    /// The order of the catalog's groups, by name (`Interactors` for `Examples/Interactors/Feed`);
    /// the groups it does not name come after, in the articles' reading order.
    var exampleGroups: [String] = []
    /// What the Examples catalog says of the examples (`examplesPage`: `introduction`, `summary`,
    /// `groupLabel`); by default words that fit any package.
    var examplesWording = SiteContent.ExamplesWording()
    /// The folders of articles, relative to the package: the first is the site's main one, each
    /// other a part of the site of its own (a list in the file, or one folder as a string).
    var articles = ["Articles"]
    /// A folder whose files replace the built-in theme's of the same name (`style.css`, …).
    var theme: String?
    /// The folders that are examples: a path whose `*` components match any folder name. Each
    /// matching folder with a `README.md` is one example; `nil`: no catalog.
    var examples: String? = "Examples/*/*"
    /// How an article's samples become programs, unless the article says otherwise.
    var mode = SampleMode.notebook
    /// Whether the file names a ``mode``: then, with ``listingTests``, a listing no test follows is
    /// a sample as any other instead of one that is not checked.
    var modeIsChosen = false
    /// The modules a program that writes no `import` imports; `nil`: every library module of the
    /// package. An article can name its own (`<!-- docbuild: imports Core -->`).
    var imports: [String]?
    /// The compiler settings of the sample programs.
    var swiftSettings = SampleSettings()
    /// Articles that are not the site's, as paths relative to the package with `*`, `?` and `**`
    /// (``PathGlob``): `["Articles/Drafts", "**/CHANGELOG.md"]`.
    var exclude: [String] = []
    /// Whether a doc comment's indented code blocks are samples, as DocC shows them: Swift.
    var indentedCodeInDocComments = true
    /// The comments that mark a line failing on purpose, `{"compile": ["// Error"], "crash": […]}`.
    var errorMarkers = ErrorMarkers()
    /// `"swifttest"`: the articles' listings are checked by the tests in the HTML comments after
    /// them, in the format The Swift Programming Language keeps them in (``ListingTests``);
    /// `false` (absent): no listing tests.
    var listingTests = false
    /// More names a transcript's prompt line may run a `@main` sample by, each naming the type
    /// (`{"greet": "GreetUser"}`): for a command whose documentation calls it other than its
    /// `commandName` or its name in kebab case.
    var commands: [String: String] = [:]
    /// How a transcript's shown output is read: the line that says a command printed nothing,
    /// and the line that stands for any lines (`{"noOutput": "(no output)", "elision": "..."}`).
    var transcripts = TranscriptOutputRules()

    /// The keys the file may hold, each once.
    private enum Key: String, CaseIterable, CodingKey {
        case title, tagline, repository, repositoryIsPlaceholder, version, articles, theme, examples,
            exampleGroups, examplesPage, placeholders, mode, imports, swiftSettings, errorMarkers,
            indentedCodeInDocComments, exclude, listingTests, commands, transcripts
    }

    /// The keys of `swiftSettings`.
    private enum SettingsKey: String, CaseIterable {
        case languageMode, upcomingFeatures, experimentalFeatures, defines
    }

    /// The defaults, for the package in `packageDirectory`.
    init(packageDirectory: String) {
        title =
            PackageName.read(packageDirectory: packageDirectory)
            ?? (packageDirectory as NSString).lastPathComponent
    }

    /// Reads `docbuild.json` in `packageDirectory`, or returns the defaults when there is none.
    ///
    /// - Throws: ``ConfigurationError`` naming the file and line of malformed JSON, an unknown
    ///   key, or a value of the wrong kind.
    static func load(packageDirectory: String) throws(ConfigurationError) -> Configuration {
        var configuration = Configuration(packageDirectory: packageDirectory)
        guard let data = FileManager.default.contents(atPath: "\(packageDirectory)/\(fileName)") else {
            return configuration
        }
        let file = try ConfigurationFile(data, path: fileName)
        configuration.title = try file.string(.title) ?? configuration.title
        configuration.tagline = try file.string(.tagline)
        configuration.repository = try file.string(.repository)
        configuration.repositoryIsPlaceholder = try file.bool(.repositoryIsPlaceholder) ?? false
        configuration.indentedCodeInDocComments = try file.bool(.indentedCodeInDocComments) ?? true
        configuration.version = try file.string(.version)
        configuration.exampleGroups = try file.strings(.exampleGroups) ?? []
        configuration.exclude = try file.strings(.exclude) ?? []
        if let folders = file.object[Key.articles.rawValue] {
            let list = folders as? [String] ?? (folders as? String).map { [$0] }
            guard let list, !list.isEmpty, !list.contains(where: \.isEmpty) else {
                throw file.invalid(
                    .articles, "'articles' must be a folder (\"Articles\") or a list of folders")
            }
            configuration.articles = list
        }
        configuration.theme = try file.string(.theme)
        configuration.examples = try file.string(.examples) ?? configuration.examples
        if let mode = try file.string(.mode) {
            guard let parsed = SampleMode(rawValue: mode) else {
                throw file.invalid(.mode, "'mode' must be \"notebook\" or \"isolated\", not \"\(mode)\"")
            }
            configuration.mode = parsed
            configuration.modeIsChosen = true
        }
        if let imports = try file.strings(.imports) {
            if let bad = imports.first(where: { !SampleSettings.isValidName($0) }) {
                throw file.invalid(.imports, "'imports' lists '\(bad)', which is no module name")
            }
            configuration.imports = imports
        }
        let (path, text) = (file.path, file.text)
        if let placeholders = file.object[Key.placeholders.rawValue] {
            configuration.placeholders = try placeholderValues(placeholders, path: path, text: text)
        }
        if let wording = file.object[Key.examplesPage.rawValue] {
            configuration.examplesWording = try examplesWording(wording, path: path, text: text)
        }
        if let format = try file.string(.listingTests) {
            guard format == "swifttest" else {
                throw file.invalid(
                    .listingTests,
                    "'listingTests' names the format of the tests: \"swifttest\", not \"\(format)\"")
            }
            configuration.listingTests = true
        }
        try configuration.readChecking(file)
        return configuration
    }

    /// Reads the keys of `file` that say how samples and transcripts are checked.
    private mutating func readChecking(_ file: ConfigurationFile) throws(ConfigurationError) {
        let (path, text) = (file.path, file.text)
        if let markers = file.object[Key.errorMarkers.rawValue] {
            errorMarkers = try Self.errorMarkers(markers, path: path, text: text)
        }
        if let settings = file.object[Key.swiftSettings.rawValue] {
            swiftSettings = try Self.swiftSettings(settings, path: path, text: text)
        }
        if let commands = file.object[Key.commands.rawValue] {
            self.commands = try Self.commandNames(commands, path: path, text: text)
        }
        if let rules = file.object[Key.transcripts.rawValue] {
            transcripts = try Self.transcriptRules(rules, path: path, text: text)
        }
    }

    /// `docbuild.json` parsed: one JSON object of known keys, whose values are read by kind, each
    /// wrong one an error at its key's line.
    private struct ConfigurationFile {
        let object: [String: Any]
        let path: String
        let text: String

        /// - Throws: ``ConfigurationError`` for text that is not one JSON object, or a key that is
        ///   not a ``Key``.
        init(_ data: Data, path: String) throws(ConfigurationError) {
            self.path = path
            text = String(decoding: data, as: UTF8.self)
            let parsed: Any
            do {
                parsed = try JSONSerialization.jsonObject(with: data)
            } catch {
                throw ConfigurationError(
                    .configurationNotJSON, path: path, line: 1,
                    "not valid JSON: \(error.localizedDescription)")
            }
            guard let object = parsed as? [String: Any] else {
                throw ConfigurationError(
                    .configurationNotAnObject, path: path, line: 1,
                    "the file must hold one JSON object, { … }")
            }
            self.object = object
            for key in object.keys.sorted() where Key(rawValue: key) == nil {
                throw ConfigurationError(
                    .unknownConfigurationKey, key: key, path: path,
                    line: Configuration.line(of: key, in: text),
                    "unknown key '\(key)'; expected " + Key.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }

        /// The error of a value of `key` that is not what `message` says it must be.
        func invalid(_ key: Key, _ message: String) -> ConfigurationError {
            ConfigurationError(
                .invalidConfigurationValue, key: key.rawValue, path: path,
                line: Configuration.line(of: key.rawValue, in: text),
                message)
        }

        func string(_ key: Key) throws(ConfigurationError) -> String? {
            guard let value = object[key.rawValue] else { return nil }
            guard let string = value as? String, !string.isEmpty else {
                throw invalid(key, "'\(key.rawValue)' must be a non-empty string")
            }
            return string
        }

        func bool(_ key: Key) throws(ConfigurationError) -> Bool? {
            guard let value = object[key.rawValue] else { return nil }
            guard let flag = value as? Bool else {
                throw invalid(key, "'\(key.rawValue)' must be true or false")
            }
            return flag
        }

        func strings(_ key: Key) throws(ConfigurationError) -> [String]? {
            guard let value = object[key.rawValue] else { return nil }
            guard let strings = value as? [String], !strings.contains(where: \.isEmpty) else {
                throw invalid(key, "'\(key.rawValue)' must be a list of non-empty strings")
            }
            return strings
        }
    }

    /// The `swiftSettings` object: each key optional, each name one `swiftc` takes.
    private static func swiftSettings(_ value: Any, path: String, text: String) throws(ConfigurationError)
        -> SampleSettings
    {
        func problem(_ key: String, _ message: String) -> ConfigurationError {
            let identifier: Diagnostic.Identifier =
                key == Key.swiftSettings.rawValue || SettingsKey(rawValue: key) != nil
                ? .invalidConfigurationValue : .unknownConfigurationKey
            let qualified = key == Key.swiftSettings.rawValue ? key : "swiftSettings.\(key)"
            return ConfigurationError(
                identifier, key: qualified, path: path, line: Configuration.line(of: key, in: text), message)
        }
        guard let object = value as? [String: Any] else {
            throw problem(
                Key.swiftSettings.rawValue, "'swiftSettings' must be an object, { \"languageMode\": \"6\" }")
        }
        for key in object.keys.sorted() where SettingsKey(rawValue: key) == nil {
            throw problem(
                key,
                "unknown key '\(key)' in 'swiftSettings'; expected "
                    + SettingsKey.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var settings = SampleSettings()
        if let mode = object[SettingsKey.languageMode.rawValue] {
            guard let mode = mode as? String, SampleSettings.languageModes.contains(mode) else {
                throw problem(
                    SettingsKey.languageMode.rawValue,
                    "'languageMode' must be one of "
                        + SampleSettings.languageModes.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            settings.languageMode = mode
        }
        func names(_ key: SettingsKey) throws(ConfigurationError) -> [String] {
            guard let value = object[key.rawValue] else { return [] }
            guard let names = value as? [String], names.allSatisfy(SampleSettings.isValidName) else {
                throw problem(
                    key.rawValue, "'\(key.rawValue)' must be a list of names (letters, digits and _)")
            }
            return names
        }
        settings.upcomingFeatures = try names(.upcomingFeatures)
        settings.experimentalFeatures = try names(.experimentalFeatures)
        settings.defines = try names(.defines)
        return settings
    }

    /// The `errorMarkers` object: `compile` and `crash`, each a list of phrases.
    private static func errorMarkers(_ value: Any, path: String, text: String) throws(ConfigurationError)
        -> ErrorMarkers
    {
        let key = Key.errorMarkers.rawValue
        let kinds = ["compile", "crash"]
        let object = try jsonObject(
            value, key: .errorMarkers, example: #"{ "compile": ["// Error"], "crash": [] }"#, path: path,
            text: text)
        if let unknown = object.keys.sorted().first(where: { !kinds.contains($0) }) {
            throw ConfigurationError(
                .unknownConfigurationKey, key: "\(key).\(unknown)", path: path,
                line: line(of: unknown, in: text),
                "unknown key '\(unknown)' in 'errorMarkers'; expected compile, crash")
        }
        var phrases: [String: [String]] = [:]
        for kind in kinds {
            guard let listed = object[kind] else { continue }
            guard let list = listed as? [String],
                !list.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty })
            else {
                throw ConfigurationError(
                    .invalidConfigurationValue, key: "\(key).\(kind)", path: path,
                    line: line(of: kind, in: text),
                    "'\(kind)' must be a list of phrases, such as \"// Error\"")
            }
            phrases[kind] = list
        }
        return ErrorMarkers(compile: phrases["compile"] ?? [], crash: phrases["crash"] ?? [])
    }

    /// The `commands` object: each name a word a shell would not split, each value a type's name.
    private static func commandNames(_ value: Any, path: String, text: String) throws(ConfigurationError)
        -> [String: String]
    {
        let key = Key.commands.rawValue
        let object = try jsonObject(
            value, key: .commands,
            example: #"{ "greet": "GreetUser" }: a command's name, then its @main type"#,
            path: path, text: text)
        var names: [String: String] = [:]
        for (name, given) in object.sorted(by: { $0.key < $1.key }) {
            guard MainAttribute.isCommandName(name), let type = given as? String,
                SampleSettings.isValidName(type)
            else {
                throw ConfigurationError(
                    .invalidConfigurationValue, key: "\(key).\(name)", path: path,
                    line: line(of: name, in: text),
                    "'\(name)' must be a word without blanks, quotes or slashes, naming a @main type: \"GreetUser\""
                )
            }
            names[name] = type
        }
        return names
    }

    /// The `transcripts` object: `noOutput` and `elision`, each one line of text.
    private static func transcriptRules(_ value: Any, path: String, text: String) throws(ConfigurationError)
        -> TranscriptOutputRules
    {
        let words = try lines(
            of: value, key: .transcripts, keys: ["noOutput", "elision"],
            example: #"{ "noOutput": "(no output)", "elision": "..." }"#, path: path, text: text)
        var rules = TranscriptOutputRules()
        rules.noOutput = words["noOutput"] ?? rules.noOutput
        rules.elision = words["elision"] ?? rules.elision
        return rules
    }

    /// The `placeholders` object: each name a word of lower-case letters, digits and hyphens that
    /// is not `repository` or `version`, each value a non-empty string.
    private static func placeholderValues(_ value: Any, path: String, text: String) throws(ConfigurationError)
        -> [String: String]
    {
        let key = Key.placeholders.rawValue
        let object = try jsonObject(
            value, key: .placeholders, example: #"{ "install": "brew install cmark-gfm" }"#, path: path,
            text: text)
        var values: [String: String] = [:]
        for (name, given) in object.sorted(by: { $0.key < $1.key }) {
            let isWord =
                name.first?.isLetter == true
                && name.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" }
            guard isWord, name != "repository", name != "version", name.allSatisfy(\.isASCII) else {
                throw ConfigurationError(
                    .invalidConfigurationValue, key: "\(key).\(name)", path: path,
                    line: line(of: name, in: text),
                    "'\(name)' is no placeholder name: use lower-case letters, digits and hyphens, "
                        + "and neither repository nor version, which have keys of their own")
            }
            guard let string = given as? String, !string.isEmpty else {
                throw ConfigurationError(
                    .invalidConfigurationValue, key: "\(key).\(name)", path: path,
                    line: line(of: name, in: text),
                    "'\(name)' must be a non-empty string")
            }
            values[name] = string
        }
        return values
    }

    /// The `examplesPage` object: `introduction`, `summary` and `groupLabel`, each a non-empty
    /// string and each optional.
    private static func examplesWording(_ value: Any, path: String, text: String) throws(ConfigurationError)
        -> SiteContent.ExamplesWording
    {
        let words = try lines(
            of: value, key: .examplesPage, keys: ["introduction", "summary", "groupLabel"],
            example: #"{ "introduction": "…", "summary": "…", "groupLabel": "…" }"#, path: path, text: text)
        return SiteContent.ExamplesWording(
            introduction: words["introduction"], summary: words["summary"],
            groupLabel: words["groupLabel"] ?? "Group")
    }

    /// An object of `key` whose keys are among `keys`, each optional and each one line of text
    /// that is not blank, by key; `example` shows such an object in the error of another value.
    private static func lines(
        of value: Any, key: Key, keys: [String], example: String, path: String, text: String
    ) throws(ConfigurationError) -> [String: String] {
        let object = try jsonObject(value, key: key, example: example, path: path, text: text)
        let key = key.rawValue
        if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
            throw ConfigurationError(
                .unknownConfigurationKey, key: "\(key).\(unknown)", path: path,
                line: line(of: unknown, in: text),
                "unknown key '\(unknown)' in '\(key)'; expected " + keys.joined(separator: ", "))
        }
        var words: [String: String] = [:]
        for name in keys {
            guard let given = object[name] else { continue }
            guard let string = given as? String, !string.trimmingCharacters(in: .whitespaces).isEmpty,
                !string.contains("\n")
            else {
                throw ConfigurationError(
                    .invalidConfigurationValue, key: "\(key).\(name)", path: path,
                    line: line(of: name, in: text),
                    "'\(name)' must be one line of text")
            }
            words[name] = string
        }
        return words
    }

    /// `value`, the value of `key`, as a JSON object; otherwise the error that it must be one,
    /// such as `example`.
    private static func jsonObject(_ value: Any, key: Key, example: String, path: String, text: String)
        throws(ConfigurationError) -> [String: Any]
    {
        guard let object = value as? [String: Any] else {
            throw ConfigurationError(
                .invalidConfigurationValue, key: key.rawValue, path: path,
                line: Configuration.line(of: key.rawValue, in: text),
                "'\(key.rawValue)' must be an object, \(example)")
        }
        return object
    }

    /// The line of `"key":` in `text`, 1 when it cannot be found.
    private static func line(of key: String, in text: String) -> Int {
        guard let range = text.range(of: "\"\(key)\"") else { return 1 }
        return text[..<range.lowerBound].count { $0 == "\n" } + 1
    }
}

/// A problem in `docbuild.json`, at its line (the path is relative to the package).
struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which problem: ``Diagnostic/Identifier/configurationNotJSON``, `configurationNotAnObject`,
    /// `unknownConfigurationKey` or `invalidConfigurationValue`.
    var identifier: Diagnostic.Identifier
    /// The key at fault; `nil` when the file as a whole is.
    var key: String?
    var path: String
    var line: Int
    var message: String

    init(_ identifier: Diagnostic.Identifier, key: String? = nil, path: String, line: Int, _ message: String)
    {
        self.identifier = identifier
        self.key = key
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: error: message [identifier]`, as the compiler writes it, with the identifier.
    var description: String { "\(path):\(line): error: \(message) [\(identifier)]" }
}
