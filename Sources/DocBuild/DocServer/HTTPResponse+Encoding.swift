extension HTTPResponse {
    /// The fields the server writes itself; a handler's fields of these names are dropped.
    static let serverFieldNames: Set<String> = [
        "content-length", "cache-control", "connection", "transfer-encoding",
    ]

    /// The status line and header fields, ending with the blank line, as sent.
    ///
    /// A field whose name or value holds a line break is dropped rather than sent: it would split
    /// the head, and let a value choose the fields that follow it.
    ///
    /// - Parameter contentLength: The body's length for a bytes body; `nil` for an event stream,
    ///   which ends when the connection closes.
    func encodedHead(contentLength: Int?) -> [UInt8] {
        var lines = ["HTTP/1.1 \(status) \(Self.reasonPhrase(for: status))"]
        var fields = headers.filter { field in
            !Self.serverFieldNames.contains(field.name.lowercased())
                && !(field.name + field.value).contains(where: \.isNewline)
        }
        if let contentLength {
            // RFC 9110, 8.6: a response that cannot have content (1xx, 204) says no length.
            if status >= 200 && status != 204 { fields.append(("Content-Length", String(contentLength))) }
        } else {
            fields.removeAll { $0.name.lowercased() == "content-type" }
            fields.append(("Content-Type", "text/event-stream"))
        }
        fields += [("Cache-Control", "no-store"), ("Connection", "close")]
        lines += fields.map { "\($0.name): \($0.value)" }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// The reason phrase of the statuses a preview uses; clients ignore it, people read it.
    static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
