import Foundation
import QuartetSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The suite's one HTTP client: it writes a request's bytes exactly as given and reads the reply's
/// bytes as they come. Unlike URLSession, it checks what is on the wire, can send what no browser
/// would, and can follow a response that never ends (an event stream).
///
/// Reads block, so they run on a thread of their own, never on the cooperative pool; each read
/// gives up after the bound the client was made with and records an issue, so a reply that never
/// comes fails the test instead of hanging it.
public final class HTTPTestClient: Sendable {
    public struct ConnectFailure: Error, CustomStringConvertible {
        public var description: String
    }

    /// How long one read may wait; `nil` for as long as the connection lasts (an event stream,
    /// whose waits for an event are bounded by the test).
    public let receiveBound: Duration?
    private let descriptor: Int32
    private let isClosed = Lock(false)

    /// Connects to `host` (a numeric IPv4 or IPv6 address) at `port`.
    ///
    /// - Parameter receiveBound: How long one read may wait: ``TestBound/inProcess`` for a server
    ///   of this process, ``TestBound/child`` for a child's.
    public init(port: UInt16, host: String = "127.0.0.1", receiveBound: Duration? = TestBound.inProcess)
        throws
    {
        self.receiveBound = receiveBound
        let isIPv6 = host.contains(":")
        // Close-on-exec: the suite's other tests start processes (`swift build`, docbuild) while
        // this one runs, and a child that inherited the socket would keep it open after `close()`,
        // so the server would never see this client go.
        #if os(Linux)
            descriptor = socket(
                isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
            descriptor = socket(isIPv6 ? AF_INET6 : AF_INET, SOCK_STREAM, 0)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            var noSignal: Int32 = 1
            _ = setsockopt(
                descriptor, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #endif
        if let receiveBound {
            var limit = timeval(tv_sec: Int(receiveBound.components.seconds), tv_usec: 0)
            _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        }
        var storage = sockaddr_storage()
        let length: Int
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            _ = inet_pton(AF_INET6, host, &address.sin6_addr)
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: address, as: sockaddr_in6.self) }
            length = MemoryLayout<sockaddr_in6>.size
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            _ = inet_pton(AF_INET, host, &address.sin_addr)
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: address, as: sockaddr_in.self) }
            length = MemoryLayout<sockaddr_in>.size
        }
        let result = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(length))
            }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            // Through `close()`, which marks it closed: deinit runs for a class whose init throws
            // once every property is set, and must not close the number again, by then perhaps
            // another thread's descriptor.
            close()
            throw ConnectFailure(description: "Cannot connect to \(host):\(port): \(reason)")
        }
    }

    deinit {
        close()
    }

    /// Writes `text` as UTF-8.
    public func send(_ text: String) {
        send(bytes: Array(text.utf8))
    }

    /// Writes `bytes`, all of them unless the server closed first.
    public func send(bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            #if os(Linux)
                let flags = Int32(MSG_NOSIGNAL)
            #else
                let flags: Int32 = 0
            #endif
            let sent = bytes[offset...].withUnsafeBytes { systemSend(descriptor, $0, flags) }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    /// Tells the server that the request is over (a half close), as a client whose request is cut
    /// short does.
    public func finishWriting() {
        #if os(Linux)
            _ = shutdown(descriptor, Int32(SHUT_WR))
        #else
            _ = shutdown(descriptor, SHUT_WR)
        #endif
    }

    /// Reads until `isEnough` says so of the bytes read, or the server closes the connection.
    public func receive(
        until isEnough: @escaping @Sendable ([UInt8]) -> Bool = { _ in false },
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> HTTPTestReply {
        guard !isEnough([]) else { return HTTPTestReply() }
        let reply = await withCheckedContinuation { continuation in
            let collected = Lock(HTTPTestReply())
            follow { chunk in
                collected.withLock { $0.bytes += chunk }
                return !isEnough(collected.withLock { $0.bytes })
            } ended: { hasEnded, failure in
                continuation.resume(
                    returning: collected.withLock { reply in
                        reply.hasEnded = hasEnded
                        reply.failure = failure
                        return reply
                    })
            }
        }
        if let failure = reply.failure {
            Issue.record(
                "Reading failed (after \(receiveBound.map { "\($0)" } ?? "no bound") if it timed out): \(failure)",
                sourceLocation: sourceLocation)
        }
        return reply
    }

    /// Reads on a thread of its own, giving each chunk to `chunk` as it comes while it returns
    /// true; then calls `ended` once, with whether the server closed the connection and why
    /// reading failed (a time-out, a reset), if it did. The thread keeps the client, so its
    /// descriptor is closed only once the thread no longer reads it.
    public func follow(
        _ chunk: @escaping @Sendable ([UInt8]) -> Bool,
        ended: @escaping @Sendable (_ hasEnded: Bool, _ failure: String?) -> Void
    ) {
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    ended(count == 0, count < 0 ? String(cString: strerror(errno)) : nil)
                    return
                }
                guard chunk(Array(buffer[..<count])) else {
                    ended(false, nil)
                    return
                }
            }
        }.start()
    }

    /// Stops both directions without closing the descriptor (a reading thread may still hold
    /// it), as a page that goes away does: the server sees the connection end.
    public func disconnect() {
        #if os(Linux)
            _ = shutdown(descriptor, Int32(SHUT_RDWR))
        #else
            _ = shutdown(descriptor, SHUT_RDWR)
        #endif
    }

    /// Closes the connection, as a browser closing its tab.
    public func close() {
        let wasOpen = isClosed.withLock { isClosed in
            defer { isClosed = true }
            return !isClosed
        }
        if wasOpen { systemClose(descriptor) }
    }

    /// Connects, writes `request`, and reads the reply until the server closes.
    public static func exchange(
        _ request: String, port: UInt16, host: String = "127.0.0.1",
        receiveBound: Duration? = TestBound.inProcess,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> HTTPTestReply {
        let client = try HTTPTestClient(port: port, host: host, receiveBound: receiveBound)
        client.send(request)
        return await client.receive(sourceLocation: sourceLocation)
    }
}

/// The bytes of a reply, and how the reading ended.
public struct HTTPTestReply: Sendable {
    public var bytes: [UInt8] = []
    /// True when the server closed the connection.
    public var hasEnded = false
    /// Why reading failed: a time-out, a reset.
    public var failure: String?

    public init(bytes: [UInt8] = [], hasEnded: Bool = false, failure: String? = nil) {
        self.bytes = bytes
        self.hasEnded = hasEnded
        self.failure = failure
    }

    /// The index of the first byte after the blank line that ends the head.
    public var bodyStart: Int? {
        let terminator: [UInt8] = [13, 10, 13, 10]
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first { bytes[$0..<($0 + 4)].elementsEqual(terminator) }.map { $0 + 4 }
    }

    /// `HTTP/1.1 200 OK`
    public var statusLine: String {
        String(decoding: bytes.prefix { $0 != 13 }, as: UTF8.self)
    }

    public var status: Int? {
        Int(statusLine.split(separator: " ").dropFirst().first ?? "")
    }

    /// The header fields by lowercased name.
    public var headers: [String: String] {
        guard let bodyStart else { return [:] }
        let head = String(decoding: bytes[..<(bodyStart - 4)], as: UTF8.self)
        var fields: [String: String] = [:]
        for line in head.split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    public var body: [UInt8] {
        bodyStart.map { Array(bytes[$0...]) } ?? []
    }

    public var bodyText: String {
        String(decoding: body, as: UTF8.self)
    }
}

/// `close(2)`, which ``HTTPTestClient/close()`` hides inside the class.
private func systemClose(_ descriptor: Int32) {
    _ = close(descriptor)
}

/// `send(2)`, which ``HTTPTestClient/send(bytes:)`` hides inside the class.
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, _ flags: Int32) -> Int {
    send(descriptor, bytes.baseAddress, bytes.count, flags)
}
