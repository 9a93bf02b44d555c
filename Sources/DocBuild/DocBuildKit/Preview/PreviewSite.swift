import DocServer
import DocSite
import Foundation
import QuartetSupport

/// The site `docbuild preview` serves: the rendered files, in memory, swapped whole when a change
/// has been checked and rendered, and the server's answer to each request.
///
/// Pages are served as the site writes them, with one script added before `</body>`
/// (``PreviewScript``): it listens for the reload events at ``eventsPath`` and reloads the page
/// when it is among the pages an event names, where it was scrolled to.
package final class PreviewSite: Sendable {
    /// Where a page listens for reloads.
    package static let eventsPath = "/_docbuild/events"
    /// The script every page loads.
    static let scriptPath = "/_docbuild/preview.js"

    private let files = Lock(SiteFiles())
    /// The reload events' broadcaster.
    package let events = EventBroadcaster()

    package init() {}

    /// Serves `files` from now on.
    func replace(with files: SiteFiles) {
        self.files.withLock { $0 = files }
    }

    /// The file at `path` (from the site's root), as served now.
    package func file(at path: String) -> [UInt8]? {
        files.withLock { $0.bytes(at: path) }
    }

    /// Tells every open page which pages changed: each of them reloads if it is one. Every page
    /// takes it as the end of a problem announced before (the change after it was checked), even
    /// when it names no page: a repaired `docbuild.json` gives back the pages served before it
    /// broke.
    func announce(_ pages: [String]) {
        events.send(ServerSentEvent(name: "reload", data: Self.json(["pages": pages])))
    }

    /// Tells every open page that the last change could not be checked, with `message`: the page
    /// shows it in a banner until the next change is checked, and keeps its content. A page opened
    /// meanwhile is told too, as soon as it listens: the pages served are from before the problem.
    func announceProblem(_ message: String) {
        events.send(ServerSentEvent(name: "problem", data: Self.json(["message": message])), replayed: true)
    }

    /// The answer to `request`: a file of the site, the reload script or the reload events.
    package func respond(to request: HTTPRequest) -> HTTPResponse {
        switch request.path {
        case Self.eventsPath:
            return HTTPResponse(status: 200, headers: [], body: .events(events.subscribe()))
        case Self.scriptPath:
            return .ok(bytes: Array(PreviewScript.source.utf8), contentType: "text/javascript; charset=utf-8")
        default:
            var path = String(request.path.drop { $0 == "/" })
            if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
            guard let bytes = file(at: path) else {
                // Browsers ask every origin for its icon on their own; a site whose theme has none
                // answers that it has nothing, rather than an error in the console of every page.
                if path == "favicon.ico" { return HTTPResponse(status: 204) }
                return .text(status: 404, "Not found: /\(path)\n")
            }
            guard path.hasSuffix(".html") else {
                return .ok(bytes: bytes, contentType: Self.contentType(of: path))
            }
            return .ok(bytes: Self.withScript(bytes), contentType: "text/html; charset=utf-8")
        }
    }

    /// `page` with the reload script loaded before `</body>` (or at its end, when it has none).
    static func withScript(_ page: [UInt8]) -> [UInt8] {
        let tag = Array("<script src=\"\(scriptPath)\" defer></script>\n".utf8)
        let end = Array("</body>".utf8)
        guard page.count >= end.count,
            let start = stride(from: page.count - end.count, through: 0, by: -1).first(where: {
                page[$0..<($0 + end.count)].elementsEqual(end)
            })
        else { return page + tag }
        return Array(page[..<start]) + tag + Array(page[start...])
    }

    /// The `Content-Type` of a site file, by its extension.
    static func contentType(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "ico": "image/x-icon"
        case "txt", "swift", "md": "text/plain; charset=utf-8"
        case "zip": "application/zip"
        default: "application/octet-stream"
        }
    }

    private static func json(_ object: [String: any Sendable]) -> String {
        let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
