/// A request as the preview server hands it to its handler: what a static site needs, no body.
///
/// ```swift
/// // GET /reference/View%20Model.html?from=search HTTP/1.1
/// request.method  // "GET"
/// request.path    // "/reference/View Model.html"
/// request.query   // "from=search"
/// ```
package struct HTTPRequest: Sendable, Hashable {
    /// The method, as sent: `GET` or `HEAD` by the time a handler sees it.
    package var method: String
    /// The path, percent-decoded, without the query.
    ///
    /// Dot segments are not resolved (browsers resolve them before sending); a handler that reads
    /// files rather than a dictionary must do so itself.
    package var path: String
    /// The query, as sent (not decoded, since its decoding depends on the form that wrote it);
    /// `nil` when the target has no `?`.
    package var query: String?
    /// The header fields, by lowercased name; a field sent several times has its values joined with
    /// `, `, as HTTP allows.
    package var headers: [String: String]

    /// Creates a request; the server makes them with ``parse(head:)``, tests and handlers' callers
    /// with this.
    package init(method: String, path: String, query: String? = nil, headers: [String: String] = [:]) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
    }
}

extension HTTPRequest {
    /// Why a request head could not be read; the server answers 400 with the text.
    struct Malformed: Error, Hashable {
        var reason: String
    }

    /// Reads a request head: the request line and the header lines, separated by CRLF, without the
    /// blank line that ends them.
    ///
    /// Strict where leniency would let two readers disagree about a request (a folded header, a
    /// space before a colon, two `Host` fields, an HTTP/1.1 request without `Host`): the preview's
    /// clients are browsers, which send none of these.
    ///
    /// - Throws: ``Malformed`` with the reason.
    static func parse(head: some Collection<UInt8>) throws(Malformed) -> HTTPRequest {
        guard let text = String(validating: head, as: UTF8.self) else {
            throw Malformed(reason: "The request head is not UTF-8.")
        }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
        let requestLine = lines.popFirst() ?? ""
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, isToken(parts[0]), parts[1].hasPrefix("/") else {
            throw Malformed(reason: "The request line is not `METHOD /path HTTP/1.1`.")
        }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            throw Malformed(reason: "Only HTTP/1.0 and HTTP/1.1 are served.")
        }
        var request = try target(parts[1])
        request.method = String(parts[0])
        for line in lines {
            let (name, value) = try field(line)
            if let earlier = request.headers[name] {
                guard name != "host" else { throw Malformed(reason: "The request has two Host fields.") }
                request.headers[name] = earlier + ", " + value
            } else {
                request.headers[name] = value
            }
        }
        if parts[2] == "HTTP/1.1", request.headers["host"] == nil {
            throw Malformed(reason: "An HTTP/1.1 request must have a Host field.")
        }
        return request
    }

    /// The path and query of an origin-form target, `/path?query`; a fragment, which browsers never
    /// send, is dropped.
    private static func target(_ target: Substring) throws(Malformed) -> HTTPRequest {
        let withoutFragment = target.prefix { $0 != "#" }
        let pieces = withoutFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = percentDecoded(pieces[0]), !path.contains("\0") else {
            throw Malformed(reason: "The path has a bad percent escape, or is not UTF-8 once decoded.")
        }
        return HTTPRequest(method: "", path: path, query: pieces.count == 2 ? String(pieces[1]) : nil)
    }

    /// A header line, `Name: value`, as a lowercased name and a value without surrounding blanks.
    private static func field(_ line: Substring) throws(Malformed) -> (name: String, value: String) {
        guard let colon = line.firstIndex(of: ":"), isToken(line[..<colon]) else {
            throw Malformed(reason: "A header line is not `Name: value`: \(line.prefix(80))")
        }
        let value = trimmingBlanks(line[line.index(after: colon)...])
        let isControl = { (scalar: Unicode.Scalar) in
            scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F
        }
        guard !value.unicodeScalars.contains(where: isControl) else {
            throw Malformed(reason: "The value of \(line[..<colon]) holds a control character.")
        }
        return (line[..<colon].lowercased(), String(value))
    }

    /// The text without the spaces and tabs that HTTP allows around a field's value.
    private static func trimmingBlanks(_ text: Substring) -> Substring {
        let isBlank = { (character: Character) in character == " " || character == "\t" }
        let start = text.drop(while: isBlank)
        return start.dropLast(start.reversed().prefix(while: isBlank).count)
    }

    /// True for an HTTP token: a method or a field name.
    private static func isToken(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                    || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar)
            }
    }

    /// `text` with every `%XX` replaced by its byte, read as UTF-8; `nil` for a bad escape or bytes
    /// that are not UTF-8. `+` stays `+`: it means a space only in form-encoded queries.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard rest.count >= 2, let high = hexValue(rest.removeFirst()),
                let low = hexValue(rest.removeFirst())
            else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
