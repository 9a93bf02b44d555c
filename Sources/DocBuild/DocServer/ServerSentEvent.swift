/// One server-sent event, as an `EventSource` in the page receives it.
///
/// ```swift
/// let event = ServerSentEvent(name: "reload", data: "/guide/\n/index", id: "7")
/// print(event.encoded, terminator: "")
/// // Prints:
/// // event: reload
/// // data: /guide/
/// // data: /index
/// // id: 7
/// //
/// ```
package struct ServerSentEvent: Sendable, Hashable {
    /// The event's type, its `event:` line; `nil` for the default type, `message`.
    package var name: String?
    /// The payload; each of its lines becomes a `data:` line, and the browser joins them again with
    /// `\n`. An empty payload is sent, but browsers do not dispatch it.
    package var data: String
    /// The `id:` line, which a reconnecting `EventSource` sends back as `Last-Event-ID`.
    package var id: String?

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - name: The event's type; `nil` for `message`.
    ///   - data: The payload, possibly of several lines.
    ///   - id: The event's identifier, if the client should know it.
    package init(name: String? = nil, data: String, id: String? = nil) {
        self.name = name
        self.data = data
        self.id = id
    }

    /// The event as it is written on the stream: its fields, then the blank line that dispatches it.
    ///
    /// `data` is split at every line break the format knows (CRLF, LF, CR); a line break in `name`
    /// or `id`, which would start a field of its own, becomes a space.
    package var encoded: String {
        var lines: [String] = []
        if let name { lines.append("event: " + Self.singleLine(name)) }
        lines += Self.lines(of: data).map { "data: " + $0 }
        if let id { lines.append("id: " + Self.singleLine(id)) }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// The lines of `text`, split at CRLF, LF and CR alike; one empty line for empty text.
    private static func lines(of text: String) -> [String] {
        // CRLF is one Character in Swift, so splitting Characters at line breaks splits it once.
        text.split(omittingEmptySubsequences: false) { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }
            .map(String.init)
    }

    private static func singleLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
