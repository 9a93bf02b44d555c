/// The compiler settings of the sample programs, as `docbuild.json`'s `swiftSettings` gives them:
/// a language mode, upcoming and experimental features, and conditions for `#if`.
///
/// ```json
/// "swiftSettings": {
///   "languageMode": "5",
///   "upcomingFeatures": ["ExistentialAny"],
///   "experimentalFeatures": ["StrictConcurrency"],
///   "defines": ["DOCS"]
/// }
/// ```
///
/// They apply to every program built from the samples, and to the samples that are only
/// type-checked (`no-run`, `compile-fail`), not to the package's own targets, which keep their
/// manifest's settings.
package struct SampleSettings: Hashable, Sendable {
    /// `-swift-version`, `"5"` or `"6"`; `nil`: the manifest's.
    package var languageMode: String?
    /// Names for `-enable-upcoming-feature`.
    package var upcomingFeatures: [String]
    /// Names for `-enable-experimental-feature`.
    package var experimentalFeatures: [String]
    /// Conditions `#if` sees as true (`-D`).
    package var defines: [String]

    package init(
        languageMode: String? = nil, upcomingFeatures: [String] = [], experimentalFeatures: [String] = [],
        defines: [String] = []
    ) {
        self.languageMode = languageMode
        self.upcomingFeatures = upcomingFeatures
        self.experimentalFeatures = experimentalFeatures
        self.defines = defines
    }

    /// The language modes `languageMode` takes.
    package static let languageModes = ["4", "4.2", "5", "6"]

    /// Whether `name` can be a feature or a condition: letters, digits and underscores, not
    /// starting with a digit (what `-D` and the feature flags take).
    package static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
    }

    /// The feature and condition flags, as `swiftc` takes them (the language mode apart: its flag
    /// is given with the manifest's mode when there is none).
    package var featureFlags: [String] {
        upcomingFeatures.flatMap { ["-enable-upcoming-feature", $0] }
            + experimentalFeatures.flatMap { ["-enable-experimental-feature", $0] }
            + defines.map { "-D" + $0 }
    }

    /// The `swiftSettings:` argument of a program target in a manifest of tools version
    /// `toolsMajor`, `nil` when there is nothing to set.
    func manifestArgument(toolsMajor: Int) -> String? {
        var settings: [String] = []
        if let languageMode {
            // `.swiftLanguageMode` is new in tools 6; before it the flag is the only way.
            settings.append(
                toolsMajor >= 6
                    ? ".swiftLanguageMode(.version(\(ProgramSource.literal(languageMode))))"
                    : ".unsafeFlags([\"-swift-version\", \(ProgramSource.literal(languageMode))])")
        }
        settings += upcomingFeatures.map { ".enableUpcomingFeature(\(ProgramSource.literal($0)))" }
        settings += experimentalFeatures.map { ".enableExperimentalFeature(\(ProgramSource.literal($0)))" }
        settings += defines.map { ".define(\(ProgramSource.literal($0)))" }
        return settings.isEmpty ? nil : "[" + settings.joined(separator: ", ") + "]"
    }
}
