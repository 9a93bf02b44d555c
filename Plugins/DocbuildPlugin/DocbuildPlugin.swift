import Foundation
import PackagePlugin

/// `swift package docbuild …`: docbuild on the package that runs the command, as
/// `swift package generate-documentation` runs DocC. It runs the `docbuild` executable with the
/// package's root as `--package` and every argument after the verb as given:
///
/// ```sh
/// swift package docbuild --check
/// swift package --allow-writing-to-directory site docbuild --output site
/// swift package --disable-sandbox docbuild preview --open
/// ```
///
/// docbuild builds and runs the samples with `swift build` in `.build/docbuild/`, so on macOS,
/// where a plugin runs in a sandbox, a run that compiles samples needs `--disable-sandbox` (or
/// `--allow-writing-to-package-directory`); on Linux there is no sandbox.
@main
struct DocbuildPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "docbuild")
        let process = Process()
        process.executableURL = tool.url
        // A subcommand (`preview`) stays first, where docbuild reads it.
        let package = ["--package", context.package.directoryURL.path]
        process.arguments =
            arguments.first == "preview"
            ? ["preview"] + package + arguments.dropFirst() : package + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("docbuild exited with status \(process.terminationStatus)")
            throw ExitCode(process.terminationStatus)
        }
    }
}

/// The status docbuild exited with, which `swift package` reports as the command's failure.
struct ExitCode: Error, CustomStringConvertible {
    var status: Int32
    init(_ status: Int32) { self.status = status }
    var description: String { "docbuild exited with status \(status)" }
}
