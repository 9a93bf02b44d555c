import DocBasics
import DocServer
import Foundation
import SampleToolchain

/// `docbuild preview`: checks the package and serves its site from memory on loopback, then
/// checks and renders again what each change of its files affects, and reloads the pages open in
/// a browser that changed.
///
/// ```
/// $ docbuild preview --open
/// checked everything (267 passed, 0 failed, 2 skipped); 486 pages changed
/// Serving the site at http://127.0.0.1:8080/ (Ctrl-C to stop)
/// Articles/Interactors.md changed: checked again in 0.03 s (267 passed, 0 failed, 2 skipped); 1 page changed
/// ```
///
/// It runs until it is stopped. Stopped at any moment (Ctrl-C, a kill), it leaves the package's
/// `.build/docbuild/` as a `--check` stopped there would: every cache entry and record is written
/// whole and renamed into place.
enum PreviewCommand {
    /// Runs the preview with `options` until the process is stopped.
    ///
    /// - Returns: 1 when it could not start (the package cannot be read, the port is taken).
    static func run(_ options: Options) async -> Int32 {
        let progress = DocBuildCommand.progressPrinter(options)
        let parentWatch = endingWithParent()
        defer { parentWatch.cancel() }
        do {
            let session = try PreviewSession(options: options, progress: progress)
            // Watching first: a change saved while the first check runs, or once the address is
            // printed, is in the first batch that follows.
            let watcher = try makeFileWatcher(
                roots: await session.watchedRoots(), excluding: session.isIgnored, quiet: .milliseconds(10))
            let first = try await session.checkEverything()
            await report(first, session: session, seconds: nil)
            let server = try PreviewServer(port: options.port) { request in session.site.respond(to: request)
            }
            server.start()
            print("Serving the site at \(server.url) (Ctrl-C to stop)")
            fflush(nil)
            if options.opensBrowser { openInBrowser(server.url) }
            await session.follow(watcher.changes) { _, outcome, duration in
                switch outcome {
                case .success(let update):
                    await report(update, session: session, seconds: duration)
                case .failure(let error as ConfigurationError):
                    DocBuildCommand.printError("\(error)\n(the pages served before stay)")
                case .failure(let error):
                    DocBuildCommand.printError("error: \(error)\n(the pages served before stay)")
                }
            }
            server.stop()
            return 0
        } catch let error as ConfigurationError {
            DocBuildCommand.printError(error.description)
            return 1
        } catch {
            DocBuildCommand.printError("error: \(error)")
            return 1
        }
    }

    /// Prints what a change did: its diagnostics, as `--check` prints them, then one line.
    private static func report(_ update: PreviewSession.Update, session: PreviewSession, seconds: Duration?)
        async
    {
        if !update.isFull, update.files.isEmpty { return }
        let formatter = DiagnosticFormatter(
            isForGitHub: false, sources: await session.sources(of: update.diagnostics))
        for diagnostic in update.diagnostics { print(formatter.format(diagnostic)) }
        let names = update.files
        var line = names.isEmpty ? "" : "\(names.prefix(3).joined(separator: ", "))"
        if names.count > 3 { line += " and \(names.count - 3) more" }
        if !line.isEmpty { line += " changed: " }
        line += update.isFull ? "checked everything" : "checked again"
        if let seconds { line += " in \(String(format: "%.2f", seconds.inSeconds)) s" }
        let pages = update.pages.filter { $0.hasSuffix(".html") }.count
        line += " (\(update.summary)); \(pages) \(plural(pages, "page")) changed"
        print(line)
        fflush(nil)
    }

    /// Ends this process, as a kill would, once the process that started it has ended.
    ///
    /// `swift package docbuild preview` runs docbuild from the plugin's process, which starts it
    /// in a process group of its own: Ctrl-C in the terminal ends `swift package` and the plugin,
    /// but never reaches docbuild, which would go on serving the port, orphaned. A parent that
    /// ends makes this process a child of another (`getppid()` changes), which a timer on a
    /// Dispatch queue looks for each second (a watch on the parent itself, `PR_SET_PDEATHSIG` or a
    /// kqueue, needs a C call Swift cannot make or a platform this is not built on).
    ///
    /// - Returns: The timer, to be kept while the preview runs.
    private static func endingWithParent() -> any DispatchSourceTimer {
        let parent = getppid()
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler {
            if getppid() != parent {
                DocBuildCommand.printError("docbuild preview: the process that started it ended; stopping")
                exit(0)
            }
        }
        timer.activate()
        return timer
    }

    /// Opens `url` in the default browser: `open` on macOS, `xdg-open` elsewhere.
    private static func openInBrowser(_ url: String) {
        #if os(macOS)
            let opener = "/usr/bin/open"
        #else
            let opener = ProcessRunner.executablePath(named: "xdg-open") ?? "xdg-open"
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        do {
            try process.run()
        } catch {
            DocBuildCommand.printError("docbuild preview: cannot open a browser (\(opener)): open \(url)")
        }
    }
}
