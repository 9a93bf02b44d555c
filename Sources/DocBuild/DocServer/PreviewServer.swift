import Dispatch
import Foundation
import QuartetSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The HTTP/1.1 server of `docbuild preview`, on loopback only.
///
/// No outside package can be fetched, so this is a small HTTP/1.1 server on POSIX sockets, for the
/// preview only: it binds a loopback address (127.x.y.z, `::1`, `localhost`) and refuses every
/// other, answers only requests whose `Host` is a loopback name (so a site whose name resolves to
/// 127.0.0.1 cannot read the preview), serves `GET` and `HEAD`, one request per connection (no
/// keep-alive), no TLS, no request bodies. A handler answers with bytes or with an event stream of
/// an ``EventBroadcaster``.
///
/// Blocking I/O stays off Swift concurrency's cooperative pool (two threads on a two-core machine,
/// which a blocked `accept` would halve): one thread accepts, and each connection gets a thread of
/// its own, which reads the head, calls the handler, writes the response and closes. The handler
/// therefore runs on that thread and must be quick: look a page up, do not build one.
///
/// ```swift
/// let server = try PreviewServer(port: 8000) { request in
///     pages[request.path].map { .ok(bytes: $0, contentType: "text/html; charset=utf-8") } ?? .notFound
/// }
/// server.start()
/// print("Preview at \(server.url)")  // Prints "Preview at http://127.0.0.1:8000/"
/// // …
/// server.stop()
/// ```
package final class PreviewServer: Sendable {
    /// The most connections served at once; more are closed at once. Each page holds one for its
    /// event stream, and a browser opens about six to load one.
    static let connectionLimit = 128

    private enum Phase {
        case ready
        case running
        case stopped
    }

    private struct State {
        var phase = Phase.ready
        /// The sockets of the connections being served, so that ``stop()`` can shut them down.
        var connections: Set<Int32> = []
    }

    /// The port the server is bound to: the one asked for, or the one the system chose for port 0.
    package let port: UInt16
    /// Where a browser finds the site: `http://127.0.0.1:8000/`, `http://[::1]:8000/`.
    package let url: String
    private let listener: Int32
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let keepAliveInterval: Duration
    private let wake: WakePipe
    private let state = Lock(State())
    /// Entered for the accept thread and for every connection's thread; ``stop()`` waits for it.
    private let threads = DispatchGroup()

    /// Binds `host`:`port` and listens; call ``start()`` to serve.
    ///
    /// - Parameters:
    ///   - host: A loopback address or `localhost` (which means 127.0.0.1, whatever a resolver says).
    ///   - port: The port; 0 lets the system choose a free one, which ``port`` then tells.
    ///   - handler: Answers each request, on the connection's thread; it must be quick.
    /// - Throws: ``Failure/notLoopback(_:)`` for any other host, before a socket is made;
    ///   ``Failure/cannotListen(address:port:reason:)`` when binding or listening fails, such as for a
    ///   port in use.
    package convenience init(
        host: String = "127.0.0.1", port: UInt16 = 0,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws(Failure) {
        try self.init(host: host, port: port, keepAliveInterval: .seconds(15), handler: handler)
    }

    /// Creates a server whose silent event streams get a keep-alive comment every
    /// `keepAliveInterval`; tests shorten it.
    init(
        host: String, port: UInt16, keepAliveInterval: Duration,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws(Failure) {
        guard let address = LoopbackAddress(host: host) else { throw .notLoopback(host) }
        guard let wake = WakePipe() else {
            throw .cannotListen(address: address.urlHost, port: port, reason: POSIXSocket.errorText(errno))
        }
        let (listener, boundPort) = try POSIXSocket.makeListener(on: address, port: port)
        self.listener = listener
        self.port = boundPort
        self.url = "http://\(address.urlHost):\(boundPort)/"
        self.handler = handler
        self.keepAliveInterval = keepAliveInterval
        self.wake = wake
    }

    deinit {
        stop()
    }

    /// Starts accepting connections, on a thread of its own; returns at once. Calling it again, or
    /// after ``stop()``, does nothing.
    package func start() {
        let isStarting = state.withLock { state in
            guard state.phase == .ready else { return false }
            state.phase = .running
            threads.enter()
            return true
        }
        guard isStarting else { return }
        let thread = Thread { [self] in
            acceptConnections()
            close(listener)
            threads.leave()
        }
        thread.name = "docbuild preview: accept"
        thread.start()
    }

    /// Stops serving: closes the listening socket, ends every connection (event streams included)
    /// and returns once the server's threads have ended, so no handler runs after it returns.
    ///
    /// It blocks for as long as the slowest handler still running takes; do not call it from a
    /// handler, which would wait for itself. Calling it again does nothing more.
    package func stop() {
        let previous = state.withLock { state in
            defer { state.phase = .stopped }
            for connection in state.connections { POSIXSocket.shutDown(connection) }
            return state.phase
        }
        switch previous {
        case .ready: close(listener)
        case .running: wake.signal()
        case .stopped: break
        }
        threads.wait()
    }

    /// Accepts clients until ``stop()``, waiting in `poll` on the listener and the wake-up pipe.
    private func acceptConnections() {
        while true {
            let readiness = wake.wait(alongside: [listener], timeout: nil)
            if state.withLock({ $0.phase == .stopped }) { return }
            guard readiness.isReadable[0] else { continue }
            let client = POSIXSocket.acceptClient(from: listener)
            guard client >= 0 else {
                // Out of descriptors: the client stays queued and `poll` would report it again at
                // once, so wait a little (or for `stop()`) instead of spinning.
                if errno == EMFILE || errno == ENFILE { _ = wake.wait(timeout: .milliseconds(100)) }
                continue
            }
            serve(client)
        }
    }

    /// Serves `client` on a thread of its own, unless the server is stopping or full.
    private func serve(_ client: Int32) {
        let isAdmitted = state.withLock { state in
            guard state.phase == .running, state.connections.count < Self.connectionLimit else {
                return false
            }
            state.connections.insert(client)
            threads.enter()
            return true
        }
        guard isAdmitted else {
            close(client)
            return
        }
        let connection = Connection(socket: client, handler: handler, keepAliveInterval: keepAliveInterval)
        let thread = Thread { [self] in
            connection.serve()
            // Forgotten before it is closed, so `stop()` never shuts down a reused descriptor.
            state.withLock { _ = $0.connections.remove(client) }
            close(client)
            threads.leave()
        }
        thread.name = "docbuild preview: connection"
        thread.start()
    }
}

extension PreviewServer {
    /// Why the preview server could not start, with what to do about it.
    package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The host is not a loopback address: the preview is never served to the network.
        case notLoopback(String)
        /// Binding or listening failed; `reason` is the system's (`Address already in use`).
        case cannotListen(address: String, port: UInt16, reason: String)

        /// The message docbuild prints: what failed, and what to do.
        package var description: String {
            switch self {
            case .notLoopback(let host):
                "The preview serves only this machine, and \"\(host)\" is not a loopback address: "
                    + "use 127.0.0.1, ::1 or localhost."
            case .cannotListen(let address, let port, let reason):
                "Cannot listen on \(address):\(port): \(reason). "
                    + "Choose another port, or port 0 for any free one."
            }
        }
    }
}
