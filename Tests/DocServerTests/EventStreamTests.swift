import Foundation
import TestSupport
import Testing

@testable import DocServer

/// A started server that streams `broadcaster`'s events at `/events`.
///
/// Its keep-alive comments come a day apart unless a test asks otherwise, so that only the tests
/// about them see one: a test's events are not due within any interval, however slow its turn.
private func eventServer(
    _ broadcaster: EventBroadcaster, keepAliveInterval: Duration = .seconds(24 * 3600)
) throws -> PreviewServer {
    let server = try PreviewServer(host: "127.0.0.1", port: 0, keepAliveInterval: keepAliveInterval) {
        request in
        request.path == "/events" ? .events(broadcaster.subscribe()) : .notFound
    }
    server.start()
    return server
}

/// A client that has asked for the event stream, once the server has subscribed it.
private func listeningClient(
    to server: PreviewServer, of broadcaster: EventBroadcaster,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> HTTPTestClient {
    let client = try HTTPTestClient(port: server.port)
    client.send("GET /events HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n")
    _ = await within(
        TestBound.inProcess, waitingFor: "the client's subscription", sourceLocation: sourceLocation
    ) {
        await broadcaster.waitForSubscribers(1)
    }
    return client
}

@Suite struct EventStreamTests {
    @Test func aListeningClientReadsEachEventInItsEncodedForm() async throws {
        let broadcaster = EventBroadcaster()
        let server = try eventServer(broadcaster)
        defer { server.stop() }
        let client = try await listeningClient(to: server, of: broadcaster)
        let reload = ServerSentEvent(name: "reload", data: "/guide/\n/index.html", id: "1")
        let note = ServerSentEvent(data: "built in 0.4 s")
        broadcaster.send(reload)
        broadcaster.send(note)
        let expected = Array((reload.encoded + note.encoded).utf8)
        let reply = await client.receive { bytes in
            HTTPTestReply(bytes: bytes).bodyStart.map { bytes.count - $0 >= expected.count } ?? false
        }
        #expect(reply.statusLine == "HTTP/1.1 200 OK")
        #expect(reply.headers["content-type"] == "text/event-stream")
        #expect(reply.headers["cache-control"] == "no-store")
        #expect(reply.headers["content-length"] == nil)
        #expect(
            reply.bodyText
                == "event: reload\ndata: /guide/\ndata: /index.html\nid: 1\n\ndata: built in 0.4 s\n\n")
        #expect(reply.body == expected)
    }

    @Test func aClientThatClosesIsDropped() async throws {
        let broadcaster = EventBroadcaster()
        let server = try eventServer(broadcaster)
        defer { server.stop() }
        let client = try await listeningClient(to: server, of: broadcaster)
        client.close()
        broadcaster.send(ServerSentEvent(data: "to nobody"))
        _ = await within(TestBound.inProcess, waitingFor: "the closed client to be dropped") {
            await broadcaster.waitForSubscribers(atMost: 0)
        }
        #expect(broadcaster.subscriberCount == 0)
    }

    @Test func stopEndsAnOpenEventStream() async throws {
        let broadcaster = EventBroadcaster()
        let server = try eventServer(broadcaster)
        let client = try await listeningClient(to: server, of: broadcaster)
        // The stream's head first: subscribed is not yet answered, and a server stopped in between
        // ends the connection before its head (as it should), which is not what this test is about.
        let head = await client.receive { HTTPTestReply(bytes: $0).bodyStart != nil }
        #expect(head.headers["content-type"] == "text/event-stream")
        await onThread(waitingFor: "stop() to return") { server.stop() }
        let rest = await client.receive()
        #expect(rest.hasEnded)
        #expect(broadcaster.subscriberCount == 0)
    }

    @Test func closingTheBroadcasterEndsItsStreamsAndLaterSubscriptions() async throws {
        let broadcaster = EventBroadcaster()
        let server = try eventServer(broadcaster)
        defer { server.stop() }
        let client = try await listeningClient(to: server, of: broadcaster)
        broadcaster.send(ServerSentEvent(data: "last"))
        broadcaster.close()
        let reply = await client.receive()
        #expect(reply.hasEnded)
        #expect(reply.bodyText == "data: last\n\n")
        #expect(broadcaster.subscribe().isFinished)
        #expect(broadcaster.subscriberCount == 0)
    }

    @Test func aSilentStreamGetsKeepAliveComments() async throws {
        let broadcaster = EventBroadcaster()
        let server = try eventServer(broadcaster, keepAliveInterval: .milliseconds(50))
        defer { server.stop() }
        let client = try await listeningClient(to: server, of: broadcaster)
        let reply = await client.receive { HTTPTestReply(bytes: $0).bodyText.hasPrefix(": keep-alive\n\n") }
        #expect(reply.bodyText.hasPrefix(": keep-alive\n\n"))
    }

    @Test func headOfTheEventStreamSendsTheHeadAndUnsubscribes() async throws {
        let broadcaster = EventBroadcaster()
        let server = try eventServer(broadcaster)
        defer { server.stop() }
        let reply = try await HTTPTestClient.exchange(
            "HEAD /events HTTP/1.1\r\nHost: localhost\r\n\r\n", port: server.port)
        #expect(reply.headers["content-type"] == "text/event-stream")
        #expect(reply.body.isEmpty)
        #expect(broadcaster.subscriberCount == 0)
    }

    @Test func aSubscriptionFarBehindIsDropped() {
        let broadcaster = EventBroadcaster()
        let subscription = broadcaster.subscribe()
        for index in 0..<EventSubscription.backlogLimit {
            broadcaster.send(ServerSentEvent(data: "\(index)"))
        }
        #expect(!subscription.isFinished && broadcaster.subscriberCount == 1)
        broadcaster.send(ServerSentEvent(data: "one too many"))
        #expect(subscription.isFinished && broadcaster.subscriberCount == 0)
        #expect(subscription.takeEvents().events.isEmpty)
    }

    @Test func aReplayedEventStartsLaterSubscriptionsUntilTheNextEvent() {
        let broadcaster = EventBroadcaster()
        let before = broadcaster.subscribe()
        let problem = ServerSentEvent(name: "problem", data: "docbuild.json:3")
        broadcaster.send(problem, replayed: true)
        let during = broadcaster.subscribe()
        #expect(before.takeEvents().events == [problem])
        #expect(during.takeEvents().events == [problem])

        let reload = ServerSentEvent(name: "reload", data: "{}")
        broadcaster.send(reload)
        let after = broadcaster.subscribe()
        #expect(before.takeEvents().events == [reload])
        #expect(during.takeEvents().events == [reload])
        #expect(after.takeEvents().events.isEmpty)

        // A moment, not a state: never replayed.
        broadcaster.send(ServerSentEvent(data: "built"))
        #expect(broadcaster.subscribe().takeEvents().events.isEmpty)
    }

    @Test func waitingForSubscribersEndsWhenTheTaskIsCancelled() async {
        let broadcaster = EventBroadcaster()
        let waiting = Task { await broadcaster.waitForSubscribers(5) }
        waiting.cancel()
        _ = await within(TestBound.inProcess, waitingFor: "the cancelled wait to end") { await waiting.value }
    }

    @Test func waitingForSubscribersEndsWhenTheyCome() async {
        let broadcaster = EventBroadcaster()
        let waiting = Task { await broadcaster.waitForSubscribers(2) }
        let subscriptions = [broadcaster.subscribe(), broadcaster.subscribe()]
        _ = await within(TestBound.inProcess, waitingFor: "two subscribers") { await waiting.value }
        for subscription in subscriptions { subscription.finish() }
        #expect(broadcaster.subscriberCount == 0)
    }
}

@Suite struct ServerSentEventTests {
    @Test func encodesNameDataLinesAndID() {
        let event = ServerSentEvent(name: "reload", data: "a\nb\r\nc\rd", id: "7")
        #expect(event.encoded == "event: reload\ndata: a\ndata: b\ndata: c\ndata: d\nid: 7\n\n")
    }

    @Test func encodesDataAloneAndEmptyData() {
        #expect(ServerSentEvent(data: "x").encoded == "data: x\n\n")
        #expect(ServerSentEvent(data: "").encoded == "data: \n\n")
        #expect(ServerSentEvent(data: "x\n").encoded == "data: x\ndata: \n\n")
    }

    @Test func aLineBreakInTheNameOrIDCannotStartAField() {
        let event = ServerSentEvent(name: "a\ndata: injected", data: "x", id: "1\r\n2")
        #expect(event.encoded == "event: a data: injected\ndata: x\nid: 1 2\n\n")
    }
}
