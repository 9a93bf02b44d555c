import Foundation
import QuartetSupport
import TestSupport
import Testing

/// What the preview tests need of a browser, over ``HTTPTestClient`` so that the bytes checked are
/// the bytes on the wire: a page fetched whole, and the reload events as they come.
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
        let reply = try await HTTPTestClient.exchange(
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port,
            receiveBound: TestBound.child)
        guard let status = reply.status, reply.bodyStart != nil else {
            throw ClientError("no response head: \(String(decoding: reply.bytes, as: UTF8.self))")
        }
        return Response(status: status, headers: reply.headers, body: reply.bodyText)
    }

    /// A connection to the reload events: subscribed once this returns (the server answered), and
    /// its events in ``events``, until ``disconnect()``.
    final class EventStream: Sendable {
        let events: AsyncStream<Event>
        private let client: HTTPTestClient

        init(port: UInt16) async throws {
            // Unbounded reads: an event may be a whole check away; ``next(named:_:where:)`` bounds the wait.
            let client = try HTTPTestClient(port: port, receiveBound: nil)
            self.client = client
            client.send("GET /_docbuild/events HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n")
            let (events, continuation) = AsyncStream.makeStream(of: Event.self)
            self.events = events
            let answered = Lock<CheckedContinuation<Void, any Error>?>(nil)
            let read = Lock((text: "", isAnswered: false))
            try await withCheckedThrowingContinuation { (started: CheckedContinuation<Void, any Error>) in
                answered.withLock { $0 = started }
                client.follow { chunk in
                    let (events, isFirstAnswer) = read.withLock { read -> ([Event], Bool) in
                        read.text += String(decoding: chunk, as: UTF8.self)
                        var isFirstAnswer = false
                        if !read.isAnswered, let head = read.text.range(of: "\r\n\r\n") {
                            read.isAnswered = true
                            isFirstAnswer = true
                            read.text.removeSubrange(..<head.upperBound)
                        }
                        return (read.isAnswered ? Self.takeEvents(from: &read.text) : [], isFirstAnswer)
                    }
                    if isFirstAnswer {
                        answered.withLock {
                            $0?.resume()
                            $0 = nil
                        }
                    }
                    for event in events { continuation.yield(event) }
                    return true
                } ended: { _, _ in
                    answered.withLock {
                        $0?.resume(throwing: ClientError("the event stream closed unanswered"))
                        $0 = nil
                    }
                    continuation.finish()
                }
            }
        }

        /// The whole events at the start of `text`, taken from it.
        private static func takeEvents(from text: inout String) -> [Event] {
            var events: [Event] = []
            while let end = text.range(of: "\n\n") {
                let block = text[..<end.lowerBound]
                var name = "message"
                var data: [String] = []
                for line in block.split(separator: "\n") {
                    if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
                }
                text.removeSubrange(..<end.upperBound)
                if !data.isEmpty { events.append(Event(name: name, data: data.joined(separator: "\n"))) }
            }
            return events
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
        func disconnect() { client.disconnect() }
    }

    struct ClientError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
