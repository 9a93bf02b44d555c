import Foundation
import Testing

@testable import DocBuildKit
@testable import SampleToolchain

/// The baseline names a problem by its line's text: the reader reads each file once, whatever
/// number of its lines the problems ask for.
@Suite struct LineReaderTests {
    @Test func aFilesLinesAreReadOnceAndMissingLinesAreNil() throws {
        let package = try TemporaryDirectory(prefix: "line-reader")
        defer { package.remove() }
        try Data("// swift-tools-version: 6.0\n".utf8).write(
            to: URL(fileURLWithPath: "\(package.path)/Package.swift"))
        try Data("first\nsecond\n".utf8).write(to: URL(fileURLWithPath: "\(package.path)/A.md"))
        var options = Options()
        options.packageDirectory = package.path
        let lineText = try Workspace(options: options).lineReader()

        #expect(lineText("A.md", 2) == "second")
        try FileManager.default.removeItem(atPath: "\(package.path)/A.md")
        #expect(lineText("A.md", 1) == "first", "read once, not again for each line")
        #expect(lineText("A.md", 9) == nil)
        #expect(lineText("A.md", 0) == nil)
        #expect(lineText("Missing.md", 1) == nil)
    }
}
