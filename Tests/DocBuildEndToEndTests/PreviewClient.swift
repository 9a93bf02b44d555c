import Foundation
import QuartetSupport
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the preview tests need of a browser, over plain sockets so that the bytes checked are the
/// bytes on the wire: a page fetched whole, and the reload events as they come. Blocking reads
/// run on threads of their own (``offThePool(_:)``), never on the tests' cooperative pool.
enum PreviewClient {
    /// A response: the status, the headers (names lowercased) and the body.
    struct Response: Sendable {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    /// One reload event: its name and data.
    struct Event: Sendable, Hashable {
        var name: String
        var data: String
    }

    /// `GET path` from the server at `port` on 127.0.0.1.
    static func get(_ path: String, port: UInt16) async throws -> Response {
        try await offThePool {
            let socket = try open(port: port)
            defer { close(socket) }
            try send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", to: socket)
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(socket, &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer[..<count]
            }
            let text = String(decoding: bytes, as: UTF8.self)
            guard let split = text.range(of: "\r\n\r\n") else {
                throw ClientError("no response head: \(text)")
            }
            let head = text[..<split.lowerBound].components(separatedBy: "\r\n")
            let status = Int(head.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
            var headers: [String: String] = [:]
            for line in head.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                    .trimmingCharacters(in: .whitespaces)
            }
            return Response(status: status, headers: headers, body: String(text[split.upperBound...]))
        }
    }

    /// A connection to the reload events: subscribed once this returns (the server answered), and
    /// its events in ``events``, until ``close()``.
    final class EventStream: Sendable {
        let events: AsyncStream<Event>
        private let socket: Int32

        init(port: UInt16) async throws {
            let socket = try await offThePool { try PreviewClient.open(port: port) }
            self.socket = socket
            try PreviewClient.send(
                "GET /_docbuild/events HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n", to: socket)
            let (events, continuation) = AsyncStream.makeStream(of: Event.self)
            self.events = events
            let answered = Lock<CheckedContinuation<Void, any Error>?>(nil)
            try await withCheckedThrowingContinuation { (started: CheckedContinuation<Void, any Error>) in
                answered.withLock { $0 = started }
                Thread {
                    var text = ""
                    var buffer = [UInt8](repeating: 0, count: 4096)
                    var isAnswered = false
                    while true {
                        let count = read(socket, &buffer, buffer.count)
                        if count <= 0 { break }
                        text += String(decoding: buffer[..<count], as: UTF8.self)
                        if !isAnswered, let head = text.range(of: "\r\n\r\n") {
                            isAnswered = true
                            text.removeSubrange(..<head.upperBound)
                            answered.withLock { $0?.resume() }
                            answered.withLock { $0 = nil }
                        }
                        while isAnswered, let end = text.range(of: "\n\n") {
                            let block = text[..<end.lowerBound]
                            text.removeSubrange(..<end.upperBound)
                            var name = "message"
                            var data: [String] = []
                            for line in block.split(separator: "\n") {
                                if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                                if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
                            }
                            if !data.isEmpty {
                                continuation.yield(Event(name: name, data: data.joined(separator: "\n")))
                            }
                        }
                    }
                    answered.withLock {
                        $0?.resume(throwing: ClientError("the event stream closed unanswered"))
                    }
                    answered.withLock { $0 = nil }
                    continuation.finish()
                }.start()
            }
        }

        /// The next event named `name` that `matches`, skipping others; fails when the stream ends
        /// first, or when none comes within ``TestBound/child``.
        func next(
            named name: String, _ what: String? = nil,
            where matches: @escaping @Sendable (Event) -> Bool = { _ in true }
        ) async throws -> Event {
            let events = events
            let what = what ?? "\(name) event"
            let event = await within(TestBound.child, waitingFor: "a \(what)") { () -> Event? in
                for await event in events where event.name == name && matches(event) { return event }
                return nil
            }
            guard let event, let event else { throw ClientError("no \(what) came") }
            return event
        }

        /// The next `reload` event whose pages include `page`, skipping others; fails when the
        /// stream ends first, or when none comes within ``TestBound/child``.
        func reload(of page: String) async throws -> Event {
            try await next(named: "reload", "reload of \(page)") { event in
                let pages = try? JSONDecoder().decode([String: [String]].self, from: Data(event.data.utf8))
                return pages?["pages", default: []].contains(page) == true
            }
        }

        /// The page at `path` once it `isWanted`: fetched after each reload that names it, as a
        /// browser would. Reloads do not pair with changes: several saves may come as one change
        /// or as several, and a page fetched after one reload may already show a later change,
        /// whose reload then still waits in the stream and would otherwise be taken for the next.
        func page(
            _ path: String, port: UInt16, where isWanted: (Response) -> Bool
        ) async throws -> Response {
            while true {
                _ = try await reload(of: String(path.drop { $0 == "/" }))
                let page = try await PreviewClient.get(path, port: port)
                if isWanted(page) { return page }
            }
        }

        /// Closes the connection, as a page that goes away does.
        func disconnect() { shutdown(socket, Int32(SHUT_RDWR)) }

        deinit { close(socket) }
    }

    /// A connected socket to 127.0.0.1:`port`.
    static func open(port: UInt16) throws -> Int32 {
        // Close-on-exec, so that a process another test starts meanwhile cannot keep it open.
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #endif
        guard descriptor >= 0 else { throw ClientError("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            close(descriptor)
            throw ClientError("connect to 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
        }
        return descriptor
    }

    static func send(_ text: String, to socket: Int32) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            guard count > 0 else { throw ClientError("write: \(errno)") }
            sent += count
        }
    }

    struct ClientError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
