import Foundation
import QuartetSupport
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A test client that writes a request's bytes exactly as given and reads the reply's bytes as they
/// come: unlike URLSession, it checks what is on the wire, and can send what no browser would.
///
/// Reads block, so they run on a thread of their own, never on the cooperative pool; each read
/// gives up after ``receiveTimeoutSeconds`` and records an issue, so a reply that never comes fails
/// the test instead of hanging it.
final class RawHTTPClient: Sendable {
    struct ConnectFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// ``TestBound/inProcess``: the server is this process's.
    static let receiveTimeoutSeconds = Int(TestBound.inProcess.components.seconds)

    private let descriptor: Int32
    private let isClosed = Lock(false)

    /// Connects to `host` (a numeric IPv4 or IPv6 address) at `port`.
    init(port: UInt16, host: String = "127.0.0.1") throws {
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
        var limit = timeval(tv_sec: Self.receiveTimeoutSeconds, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
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
    func send(_ text: String) {
        send(bytes: Array(text.utf8))
    }

    /// Writes `bytes`, all of them unless the server closed first.
    func send(bytes: [UInt8]) {
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
    func finishWriting() {
        #if os(Linux)
            _ = shutdown(descriptor, Int32(SHUT_WR))
        #else
            _ = shutdown(descriptor, SHUT_WR)
        #endif
    }

    /// Reads until `isEnough` says so of the bytes read, or the server closes the connection.
    func receive(
        until isEnough: @escaping @Sendable ([UInt8]) -> Bool = { _ in false },
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> RawReply {
        let descriptor = descriptor
        let reply = await withCheckedContinuation { continuation in
            let thread = Thread {
                var reply = RawReply()
                var chunk = [UInt8](repeating: 0, count: 4096)
                while !isEnough(reply.bytes) {
                    let count = recv(descriptor, &chunk, chunk.count, 0)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else {
                        reply.hasEnded = count == 0
                        if count < 0 { reply.failure = String(cString: strerror(errno)) }
                        break
                    }
                    reply.bytes += chunk[..<count]
                }
                continuation.resume(returning: reply)
            }
            thread.start()
        }
        if let failure = reply.failure {
            Issue.record(
                "Reading failed (after \(Self.receiveTimeoutSeconds) s if it timed out): \(failure)",
                sourceLocation: sourceLocation)
        }
        return reply
    }

    /// Closes the connection, as a browser closing its tab.
    func close() {
        let wasOpen = isClosed.withLock { isClosed in
            defer { isClosed = true }
            return !isClosed
        }
        if wasOpen { systemClose(descriptor) }
    }

    /// Connects, writes `request`, and reads the reply until the server closes.
    static func exchange(
        _ request: String, port: UInt16, host: String = "127.0.0.1",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> RawReply {
        let client = try RawHTTPClient(port: port, host: host)
        client.send(request)
        return await client.receive(sourceLocation: sourceLocation)
    }
}

/// The bytes of a reply, and how the reading ended.
struct RawReply: Sendable {
    var bytes: [UInt8] = []
    /// True when the server closed the connection.
    var hasEnded = false
    /// Why reading failed: a time-out, a reset.
    var failure: String?

    /// The index of the first byte after the blank line that ends the head.
    var bodyStart: Int? {
        let terminator: [UInt8] = [13, 10, 13, 10]
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first { bytes[$0..<($0 + 4)].elementsEqual(terminator) }.map { $0 + 4 }
    }

    /// `HTTP/1.1 200 OK`
    var statusLine: String {
        String(decoding: bytes.prefix { $0 != 13 }, as: UTF8.self)
    }

    var status: Int? {
        Int(statusLine.split(separator: " ").dropFirst().first ?? "")
    }

    /// The header fields by lowercased name.
    var headers: [String: String] {
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

    var body: [UInt8] {
        bodyStart.map { Array(bytes[$0...]) } ?? []
    }

    var bodyText: String {
        String(decoding: body, as: UTF8.self)
    }
}

/// `close(2)`, which ``RawHTTPClient/close()`` hides inside the class.
private func systemClose(_ descriptor: Int32) {
    _ = close(descriptor)
}

/// `send(2)`, which ``RawHTTPClient/send(bytes:)`` hides inside the class.
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, _ flags: Int32) -> Int {
    send(descriptor, bytes.baseAddress, bytes.count, flags)
}
