/// One client of the preview server, served on a thread of its own: one request, one response,
/// then the socket closes.
///
/// The policy of the server is here: heads of at most ``headLimit`` bytes (else 431), well formed
/// (else 400), addressed to a loopback name (else 403, against DNS rebinding), `GET` or `HEAD`
/// (else 405); only then is the handler called.
struct Connection: Sendable {
    /// The largest request head read, blank line included; browsers send 1–2 KiB.
    static let headLimit = 16 * 1024
    /// How long a client may take to send its head before the connection is dropped.
    static let receiveTimeoutSeconds = 10
    /// How long a write may wait for a client that does not read before the connection is dropped.
    static let sendTimeoutSeconds = 30

    let socket: Int32
    let handler: @Sendable (HTTPRequest) -> HTTPResponse
    /// How long an event stream may stay silent before a comment is written to it.
    let keepAliveInterval: Duration

    /// What came of reading the head.
    enum Head: Equatable {
        /// The bytes before the blank line.
        case complete([UInt8])
        /// No blank line within ``headLimit`` bytes.
        case tooLarge
        /// The client closed after part of a head.
        case truncated
        /// The client closed, or timed out, before sending anything; or the server is stopping.
        case absent
    }

    /// Reads the request, answers it, and returns when the response (or the event stream) is over;
    /// the caller closes the socket.
    func serve() {
        POSIXSocket.setTimeouts(
            socket, receive: Self.receiveTimeoutSeconds, send: Self.sendTimeoutSeconds)
        answer()
        closeGracefully()
    }

    private func answer() {
        switch readHead() {
        case .absent:
            return
        case .tooLarge:
            write(.text(status: 431, "The request head is over 16 KiB.\n"), method: "GET")
        case .truncated:
            write(.text(status: 400, "The request head ended before its blank line.\n"), method: "GET")
        case .complete(let bytes):
            do {
                let request = try HTTPRequest.parse(head: bytes)
                write(response(to: request), method: request.method)
            } catch {
                write(.text(status: 400, error.reason + "\n"), method: "GET")
            }
        }
    }

    /// The server's answer to a well-formed request: its own refusals, or the handler's.
    func response(to request: HTTPRequest) -> HTTPResponse {
        if let host = request.headers["host"], !LoopbackAddress.isLoopbackAuthority(host) {
            return .text(status: 403, "The preview answers only requests addressed to localhost.\n")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            var refusal = HTTPResponse.text(status: 405, "The preview serves GET and HEAD only.\n")
            refusal.headers.append(("Allow", "GET, HEAD"))
            return refusal
        }
        return handler(request)
    }

    /// Ends the response with a half close, then reads what the client still sends (for a second,
    /// up to 1 MiB) until it closes.
    ///
    /// Closing a socket whose unread input is not empty (a refused request's body, the rest of a
    /// head over 16 KiB) makes the kernel send a reset, which can reach the client before it has
    /// read the response and destroy it: the client then sees "connection reset" instead of the
    /// 431. Draining first is how HTTP servers avoid it ("lingering close").
    private func closeGracefully() {
        POSIXSocket.shutDownWriting(socket)
        POSIXSocket.setTimeouts(socket, receive: 1, send: Self.sendTimeoutSeconds)
        var scratch = [UInt8](repeating: 0, count: 4096)
        var drained = 0
        while drained < 1 << 20 {
            let count = POSIXSocket.receive(from: socket, into: &scratch)
            guard count > 0 else { return }
            drained += count
        }
    }

    /// Reads until the blank line that ends a head, and no further than ``headLimit`` bytes.
    func readHead() -> Head {
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while head.count < Self.headLimit {
            let count = POSIXSocket.receive(from: socket, into: &chunk)
            guard count > 0 else { return head.isEmpty || count < 0 ? .absent : .truncated }
            let searchStart = max(0, head.count - 3)
            head += chunk[..<count]
            if let end = Self.endOfHead(in: head, from: searchStart), end <= Self.headLimit {
                return .complete(Array(head[..<(end - 4)]))
            }
        }
        return .tooLarge
    }

    /// The index just past the first CRLF CRLF at or after `start`.
    static func endOfHead(in bytes: [UInt8], from start: Int) -> Int? {
        let terminator: [UInt8] = [13, 10, 13, 10]
        guard bytes.count >= 4, start <= bytes.count - 4 else { return nil }
        for index in start...(bytes.count - 4) where bytes[index..<(index + 4)].elementsEqual(terminator) {
            return index + 4
        }
        return nil
    }

    /// Writes `response`: its head, then its bytes (not for `HEAD`) or its event stream.
    private func write(_ response: HTTPResponse, method: String) {
        switch response.body {
        case .bytes(let body):
            let head = response.encodedHead(contentLength: body.count)
            _ = POSIXSocket.sendAll(method == "HEAD" ? head : head + body, to: socket)
        case .events(let subscription):
            let head = response.encodedHead(contentLength: nil)
            if method == "HEAD" {
                _ = POSIXSocket.sendAll(head, to: socket)
                subscription.finish()
            } else {
                streamEvents(of: subscription, after: head)
            }
        }
    }
}

extension Connection {
    /// The comment written when a stream has been silent for ``keepAliveInterval``: browsers ignore
    /// it, and writing it finds out whether the client is still there.
    static let keepAlive = Array(": keep-alive\n\n".utf8)

    /// Writes `head`, then each event of `subscription` as it comes, until the subscription ends,
    /// the client goes, or the server stops (it shuts the socket down, which wakes this thread).
    ///
    /// The thread waits in `poll` on both the subscription's wake-up pipe and the socket, so a
    /// client that closes its tab is noticed at once (its socket reads end of file), not at the
    /// next write; a client that vanished without closing is noticed when a keep-alive write fails.
    func streamEvents(of subscription: EventSubscription, after head: [UInt8]) {
        defer { subscription.finish() }
        guard let wake = subscription.wake, POSIXSocket.sendAll(head, to: socket) else { return }
        var lastWrite = ContinuousClock.now
        var scratch = [UInt8](repeating: 0, count: 512)
        while true {
            let (events, isFinished) = subscription.takeEvents()
            if !events.isEmpty {
                guard POSIXSocket.sendAll(Array(events.map(\.encoded).joined().utf8), to: socket) else {
                    return
                }
                lastWrite = .now
            }
            if isFinished { return }
            let silence = lastWrite.duration(to: .now)
            if silence >= keepAliveInterval {
                guard POSIXSocket.sendAll(Self.keepAlive, to: socket) else { return }
                lastWrite = .now
                continue
            }
            let readiness = wake.wait(alongside: [socket], timeout: keepAliveInterval - silence)
            // A client sends nothing after its request; readable means it closed or failed.
            if readiness.isReadable[0], POSIXSocket.receive(from: socket, into: &scratch) <= 0 {
                return
            }
        }
    }
}
