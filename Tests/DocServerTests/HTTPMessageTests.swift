import Testing

@testable import DocServer

/// Requests and responses as bytes, without a socket.
@Suite struct HTTPMessageTests {
    private func parse(_ head: String) throws(HTTPRequest.Malformed) -> HTTPRequest {
        try HTTPRequest.parse(head: Array(head.utf8))
    }

    @Test func parsesTheRequestLineAndTheFields() throws {
        let request = try parse(
            "GET /a%2Fb/caf%C3%A9?q=1#top HTTP/1.1\r\nHost: localhost\r\nX-Spaced:  v  \r\nAccept:")
        #expect(request.method == "GET")
        #expect(request.path == "/a/b/café")
        #expect(request.query == "q=1")
        #expect(request.headers == ["host": "localhost", "x-spaced": "v", "accept": ""])
    }

    @Test func anHTTP10RequestNeedsNoHost() throws {
        #expect(try parse("HEAD / HTTP/1.0").headers.isEmpty)
        #expect(try parse("GET /? HTTP/1.0").query == "")
        #expect(try parse("GET / HTTP/1.0").query == nil)
    }

    @Test(arguments: [
        "", "GET", "GET /", "GET / HTTP/1.1 extra", "GET  / HTTP/1.1", "GET x HTTP/1.1", "G(T / HTTP/1.1",
        "GET / HTTP/2.0", "GET / HTTP/1.1", "GET / HTTP/1.1\r\nHost: a\r\nHost: b",
        "GET / HTTP/1.1\r\nHost: a\r\n folded", "GET / HTTP/1.1\r\nHost : a",
        "GET / HTTP/1.1\r\nHost: a\u{7}",
        "GET /%C3 HTTP/1.0", "GET /%00 HTTP/1.0", "GET /%2 HTTP/1.0",
    ])
    func refusesAMalformedHead(head: String) {
        #expect(throws: HTTPRequest.Malformed.self) { try parse(head) }
    }

    @Test func refusesAHeadThatIsNotUTF8() {
        #expect(throws: HTTPRequest.Malformed.self) { try HTTPRequest.parse(head: [0x47, 0xFF, 0x20]) }
    }

    @Test func percentDecodingKeepsPlusSigns() {
        #expect(HTTPRequest.percentDecoded("/a+b%2B%20c") == "/a+b+ c")
    }

    @Test func theHeadCarriesTheServersFieldsAndDropsTheHandlersCopies() {
        var response = HTTPResponse.ok(bytes: [1, 2, 3], contentType: "image/png")
        response.headers += [
            ("content-length", "1"), ("Connection", "keep-alive"), ("X-Bad", "a\r\nSet-Cookie: b"),
            ("ETag", "\"1\""),
        ]
        let head = String(decoding: response.encodedHead(contentLength: 3), as: UTF8.self)
        #expect(
            head == "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nETag: \"1\"\r\nContent-Length: 3\r\n"
                + "Cache-Control: no-store\r\nConnection: close\r\n\r\n")
    }

    @Test func anEventStreamsHeadHasItsTypeAndNoLength() {
        let response = HTTPResponse(status: 200, headers: [("Content-Type", "text/html")])
        let head = String(decoding: response.encodedHead(contentLength: nil), as: UTF8.self)
        #expect(
            head == "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
                + "Connection: close\r\n\r\n")
    }

    @Test func aNoContentHeadHasNoLength() {
        let head = String(decoding: HTTPResponse(status: 204).encodedHead(contentLength: 0), as: UTF8.self)
        #expect(head == "HTTP/1.1 204 No Content\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n")
    }

    @Test func conveniencesSayWhatTheyAre() {
        #expect(HTTPResponse.notFound.status == 404)
        #expect(HTTPResponse.redirect(to: "/guide/").value(ofHeader: "location") == "/guide/")
        #expect(
            HTTPResponse.text(status: 503, "busy").value(ofHeader: "CONTENT-TYPE")
                == "text/plain; charset=utf-8")
    }

    @Test func findsTheEndOfAHeadAcrossReads() {
        let bytes = Array("GET / HTTP/1.0\r\n\r\nbody".utf8)
        #expect(Connection.endOfHead(in: bytes, from: 0) == 18)
        #expect(Connection.endOfHead(in: bytes, from: 14) == 18)
        #expect(Connection.endOfHead(in: bytes, from: 15) == nil)
        #expect(Connection.endOfHead(in: Array(bytes[..<17]), from: 0) == nil)
        #expect(Connection.endOfHead(in: [13, 10], from: 0) == nil)
    }
}

@Suite struct LoopbackAddressTests {
    @Test(arguments: [
        ("127.0.0.1", "127.0.0.1"), ("127.255.0.9", "127.255.0.9"), ("localhost", "127.0.0.1"),
        ("LocalHost", "127.0.0.1"), ("::1", "[::1]"), ("[::1]", "[::1]"), ("0:0:0:0:0:0:0:1", "[::1]"),
    ])
    func acceptsLoopbackHostsForBinding(host: String, urlHost: String) {
        #expect(LoopbackAddress(host: host)?.urlHost == urlHost)
    }

    @Test(arguments: [
        "0.0.0.0", "::", "192.168.1.5", "10.0.0.1", "128.0.0.1", "127.1", "127.0.0.256", "127.0.0.1.",
        "1.127.0.0",
        "::ffff:127.0.0.1", "localhost.localdomain", "example.com", "", "[::1", " 127.0.0.1",
    ])
    func refusesOtherHostsForBinding(host: String) {
        #expect(LoopbackAddress(host: host) == nil)
    }

    @Test(arguments: [
        "localhost", "localhost:8000", "127.0.0.1", "127.0.0.1:65535", "127.3.2.1:80", "[::1]", "[::1]:8000",
    ])
    func acceptsLoopbackAuthorities(authority: String) {
        #expect(LoopbackAddress.isLoopbackAuthority(authority))
    }

    @Test(arguments: [
        "", ":80", "::1", "[::1]80", "[::1]:", "localhost:", "localhost:123456", "localhost:8o",
        "evil.example",
        "127.0.0.1.evil.example:80", "evil.example:127.0.0.1", "[::2]", "0.0.0.0:80",
    ])
    func refusesOtherAuthorities(authority: String) {
        #expect(!LoopbackAddress.isLoopbackAuthority(authority))
    }
}

@Suite struct FileTreeTests {
    @Test func standardizesLexically() {
        #expect(FileTree.standardized("/a/./b//c/../d/") == "/a/b/d")
        #expect(FileTree.standardized("/..") == "/")
        #expect(FileTree.standardized("relative").hasSuffix("/relative"))
        #expect(FileTree.standardized("relative").hasPrefix("/"))
    }

    @Test func joinsNamesToDirectories() {
        #expect(FileTree.path("a", in: "/") == "/a")
        #expect(FileTree.path("a", in: "/b") == "/b/a")
    }

    @Test func pollWaitsAreRoundedUpToWholeMilliseconds() {
        #expect(WakePipe.milliseconds(nil) == -1)
        #expect(WakePipe.milliseconds(.zero) == 0)
        #expect(WakePipe.milliseconds(.milliseconds(-5)) == 0)
        #expect(WakePipe.milliseconds(.microseconds(1)) == 1)
        #expect(WakePipe.milliseconds(.milliseconds(1500)) == 1500)
        #expect(WakePipe.milliseconds(.seconds(1) + .nanoseconds(1)) == 1001)
        #expect(WakePipe.milliseconds(.seconds(Int64.max)) == Int32.max)
    }
}
