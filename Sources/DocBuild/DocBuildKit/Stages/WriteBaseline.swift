import DocBasics
import Foundation

/// `--write-baseline`: records the failing samples of a check as the ``Baseline``, atomically.
enum WriteBaseline {
    /// Writes `baseline` to `file`.
    ///
    /// - Throws: ``EnvironmentError`` when the file cannot be written.
    static func run(_ baseline: Baseline, to file: String, displayPath: String) throws {
        do {
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try baseline.encoded().write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw EnvironmentError(
                .cannotWrite, "cannot write the baseline \(displayPath): \(error.localizedDescription)")
        }
    }
}
