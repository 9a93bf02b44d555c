import Foundation
import QuartetSupport
import TestSupport
import Testing

@testable import DocServer

/// A started server whose handler records the requests it is given.
private final class RecordingServer: Sendable {
    let server: PreviewServer
    let requests = Lock<[HTTPRequest]>([])

    init(host: String = "127.0.0.1", response: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws {
        let requests = requests
        server = try PreviewServer(host: host) { request in
            requests.withLock { $0.append(request) }
            return response(request)
        }
        server.start()
    }

    deinit {
        server.stop()
    }

    var recorded: [HTTPRequest] { requests.withLock { $0 } }

    func exchange(_ request: String, sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> HTTPTestReply
    {
        try await HTTPTestClient.exchange(request, port: server.port, sourceLocation: sourceLocation)
    }
}

private let page = Array("<h1>View</h1>\n".utf8)

private func pageServer() throws -> RecordingServer {
    try RecordingServer { request in
        guard request.path == "/reference/View.html" else { return .notFound }
        var response = HTTPResponse.ok(bytes: page, contentType: "text/html; charset=utf-8")
        response.headers += [
            ("X-Preview", "yes"), ("Content-Length", "999"), ("Cache-Control", "max-age=60"),
        ]
        return response
    }
}

/// True when this machine can bind `::1`.
private let hasIPv6Loopback: Bool = {
    (try? PreviewServer(host: "::1") { _ in .notFound }) != nil
}()

@Suite struct PreviewServerTests {
    @Test(arguments: [
        "0.0.0.0", "::", "[::]", "192.168.1.5", "example.com", "localhost.example.com", "", "127.1",
    ])
    func refusesAHostThatIsNotLoopbackBeforeMakingASocket(host: String) throws {
        // The port is taken: a server that made a socket and bound it would fail to listen instead.
        let taken = try PreviewServer { _ in .notFound }
        #expect(throws: PreviewServer.Failure.notLoopback(host)) {
            try PreviewServer(host: host, port: taken.port) { _ in .notFound }
        }
    }

    @Test func bindsLoopbackHostsAndTellsTheirURL() async throws {
        var hosts: [(host: String, address: String, urlHost: String)] = [
            ("127.0.0.1", "127.0.0.1", "127.0.0.1"), ("localhost", "127.0.0.1", "127.0.0.1"),
        ]
        #if os(Linux)
            // Linux routes all of 127/8 to loopback; macOS has only 127.0.0.1 unless told otherwise.
            hosts.append(("127.0.0.2", "127.0.0.2", "127.0.0.2"))
        #endif
        if hasIPv6Loopback { hosts.append(("::1", "::1", "[::1]")) }
        for (host, address, urlHost) in hosts {
            let server = try PreviewServer(host: host) { _ in .text(status: 200, "hello") }
            defer { server.stop() }
            server.start()
            #expect(server.port != 0)
            #expect(server.url == "http://\(urlHost):\(server.port)/")
            let reply = try await HTTPTestClient.exchange(
                "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n", port: server.port, host: address)
            #expect(reply.status == 200, "\(host)")
            #expect(reply.bodyText == "hello")
        }
    }

    @Test func portZeroPicksAFreePort() throws {
        let first = try PreviewServer { _ in .notFound }
        let second = try PreviewServer { _ in .notFound }
        #expect(first.port != 0 && second.port != 0 && first.port != second.port)
    }

    @Test func aTakenPortCannotBeListenedOn() throws {
        let first = try PreviewServer { _ in .notFound }
        do {
            _ = try PreviewServer(port: first.port) { _ in .notFound }
            Issue.record("A second server listened on port \(first.port)")
        } catch {
            guard case .cannotListen(let address, let port, let reason) = error else {
                Issue.record("Expected cannotListen, got \(error)")
                return
            }
            #expect(address == "127.0.0.1" && port == first.port)
            #expect(reason == String(cString: strerror(EADDRINUSE)))
            #expect(error.description.contains("Choose another port"))
        }
    }

    @Test func getReturnsTheHandlersStatusTypeAndBytes() async throws {
        let server = try pageServer()
        let reply = try await server.exchange("GET /reference/View.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(reply.hasEnded)
        #expect(reply.statusLine == "HTTP/1.1 200 OK")
        #expect(reply.headers["content-type"] == "text/html; charset=utf-8")
        #expect(reply.headers["content-length"] == String(page.count))
        #expect(reply.headers["cache-control"] == "no-store")
        #expect(reply.headers["connection"] == "close")
        #expect(reply.headers["x-preview"] == "yes")
        #expect(reply.body == page)
        #expect(server.recorded.map(\.method) == ["GET"])
    }

    @Test func aPathTheHandlerDoesNotKnowIsNotFound() async throws {
        let reply = try await pageServer().exchange("GET /missing HTTP/1.1\r\nHost: localhost:8000\r\n\r\n")
        #expect(reply.status == 404)
        #expect(reply.headers["content-length"] == String(reply.body.count))
    }

    @Test func headSendsTheHeadWithoutTheBody() async throws {
        let reply = try await pageServer().exchange(
            "HEAD /reference/View.html HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(reply.status == 200)
        #expect(reply.headers["content-length"] == String(page.count))
        #expect(reply.bodyStart == reply.bytes.count)
    }

    @Test func otherMethodsAreRefusedWith405() async throws {
        let server = try pageServer()
        let reply = try await server.exchange(
            "POST /reference/View.html HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n\r\nhi")
        #expect(reply.status == 405)
        #expect(reply.headers["allow"] == "GET, HEAD")
        #expect(server.recorded.isEmpty)
    }

    @Test(arguments: [
        "evil.example", "evil.example:8000", "127.0.0.1.evil.example", "[::2]:80", "localhost:x",
    ])
    func aHostThatIsNotLoopbackIsRefusedWith403(host: String) async throws {
        let server = try pageServer()
        let reply = try await server.exchange("GET /reference/View.html HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        #expect(reply.status == 403)
        #expect(server.recorded.isEmpty)
    }

    @Test(arguments: ["localhost", "LOCALHOST:8000", "127.0.0.1", "127.9.9.9:1", "[::1]", "[::1]:8000"])
    func aLoopbackHostIsServed(host: String) async throws {
        let reply = try await pageServer().exchange(
            "GET /reference/View.html HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        #expect(reply.status == 200)
    }

    @Test func thePathIsPercentDecodedAndTheQuerySplitOff() async throws {
        let server = try pageServer()
        _ = try await server.exchange(
            "GET /reference/View%20Mod%C3%A8le.html?from=search%20box&x HTTP/1.1\r\nHost: localhost\r\n"
                + "Accept: text/html\r\nX-Twice: a\r\nx-twice: b\r\n\r\n")
        let request = try #require(server.recorded.first)
        #expect(request.path == "/reference/View Modèle.html")
        #expect(request.query == "from=search%20box&x")
        #expect(request.headers == ["host": "localhost", "accept": "text/html", "x-twice": "a, b"])
    }

    @Test func aHeadOver16KiBIsRefusedWith431() async throws {
        let server = try pageServer()
        let filler = String(repeating: "a", count: 17 * 1024)
        let reply = try await server.exchange(
            "GET / HTTP/1.1\r\nHost: localhost\r\nX-Filler: \(filler)\r\n\r\n")
        #expect(reply.status == 431)
        #expect(server.recorded.isEmpty)
    }

    @Test(arguments: [
        "hello\r\n\r\n", "GET /%zz HTTP/1.1\r\nHost: localhost\r\n\r\n", "GET / HTTP/1.1\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: localhost\r\n folded\r\n\r\n", "GET / HTTP/1.1\r\nHost",
    ])
    func aMalformedRequestIsRefusedWith400(request: String) async throws {
        let server = try pageServer()
        let client = try HTTPTestClient(port: server.server.port)
        client.send(request)
        // The last request is cut short: the client says it has finished writing.
        client.finishWriting()
        let reply = await client.receive()
        #expect(reply.status == 400)
        #expect(server.recorded.isEmpty)
    }

    @Test func stopClosesTheListenerAndCanBeCalledTwice() async throws {
        let recording = try RecordingServer { _ in .notFound }
        let server = recording.server
        let port = server.port
        await onThread(waitingFor: "stop() to return, twice") {
            server.stop()
            server.stop()
        }
        // The port is free again, and the system may give it to a server of a test running
        // beside this one: a connection may then be accepted, but it is answered by that server,
        // never by this one. A listener left open would take the request (and record it), or
        // accept it and never answer (and the reading fail after its bound).
        if let client = try? HTTPTestClient(port: port) {
            client.send("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
            client.finishWriting()
            let reply = await client.receive()
            #expect(reply.hasEnded && !reply.bytes.isEmpty)
        }
        #expect(recording.recorded.isEmpty)
    }

    @Test func aServerStoppedBeforeItStartedReleasesItsPort() throws {
        let server = try PreviewServer { _ in .notFound }
        let port = server.port
        server.stop()
        server.start()
        let again = try PreviewServer(port: port) { _ in .notFound }
        again.stop()
    }
}
