/// What a handler of the preview server answers: a status, header fields, and bytes or an event
/// stream.
///
/// The server adds the fields that are its business: `Content-Length` (for bytes),
/// `Cache-Control: no-store` (a preview must never show a stale page) and `Connection: close`; a
/// handler's own fields of those names are dropped.
///
/// ```swift
/// let server = try PreviewServer { request in
///     guard let page = pages[request.path] else { return .notFound }
///     return .ok(bytes: page, contentType: "text/html; charset=utf-8")
/// }
/// ```
package struct HTTPResponse: Sendable {
    /// What follows the header fields.
    package enum Body: Sendable {
        /// A whole body, sent at once with its length.
        case bytes([UInt8])
        /// Server-sent events, for as long as the subscription and the client last.
        case events(EventSubscription)
    }

    /// The status code: 200, 404…
    package var status: Int
    /// Header fields in the order they are sent; names as they should appear.
    package var headers: [(name: String, value: String)]
    /// What follows the head; a `HEAD` request gets the head alone, with the bytes' length.
    package var body: Body

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - status: The status code.
    ///   - headers: Fields to send besides those the server adds.
    ///   - body: Bytes, or an event stream.
    package init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the first field named `name`, compared without case.
    package func value(ofHeader name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

extension HTTPResponse {
    /// A 200 with `bytes` of type `contentType`: a page, a style sheet, an image.
    ///
    /// - Parameters:
    ///   - bytes: The body.
    ///   - contentType: Its media type, such as `text/html; charset=utf-8`.
    package static func ok(bytes: [UInt8], contentType: String) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [("Content-Type", contentType)], body: .bytes(bytes))
    }

    /// A plain-text response: an error page, a short message.
    ///
    /// - Parameters:
    ///   - status: The status code.
    ///   - text: The body, sent as UTF-8.
    package static func text(status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")],
            body: .bytes(Array(text.utf8)))
    }

    /// A 404, for a path the site does not have.
    package static var notFound: HTTPResponse {
        .text(status: 404, "Not found: this page is not part of the preview.\n")
    }

    /// A 302 to `location`: `/guide` to `/guide/`, say.
    ///
    /// Temporary on purpose: browsers keep a 301 for good, and the next build may serve the path.
    ///
    /// - Parameter location: The path or URL to go to.
    package static func redirect(to location: String) -> HTTPResponse {
        HTTPResponse(status: 302, headers: [("Location", location)])
    }

    /// A 200 that streams `subscription`'s events, `text/event-stream`, until it or the client ends.
    ///
    /// ```swift
    /// if request.path == "/_preview/events" { return .events(reloads.subscribe()) }
    /// ```
    ///
    /// - Parameter subscription: A subscription fresh from ``EventBroadcaster/subscribe()``.
    package static func events(_ subscription: EventSubscription) -> HTTPResponse {
        HTTPResponse(status: 200, body: .events(subscription))
    }
}
