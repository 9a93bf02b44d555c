#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one door to the C socket calls: every `socket`, `bind`, `accept` and `send` of the server
/// is here, with the platforms' differences.
///
/// Every descriptor is close-on-exec (`SOCK_CLOEXEC` on Linux, else `FD_CLOEXEC`): docbuild starts `swift build` while it serves, and a child that inherited the listening
/// socket would keep the port taken after docbuild quit. Writes never raise `SIGPIPE`, which would
/// end the process when a browser closes a tab mid-response: `MSG_NOSIGNAL` on Linux,
/// `SO_NOSIGPIPE` on Darwin.
enum POSIXSocket {
    /// Creates a socket bound to `address` and listening, without blocking `accept`.
    ///
    /// The listening socket is non-blocking, so that an `accept` after `poll` reported a client who
    /// has left since returns `EAGAIN` instead of blocking the accept loop.
    ///
    /// - Returns: The socket and the port it is bound to (the one the system chose for port 0).
    /// - Throws: ``PreviewServer/Failure/cannotListen(address:port:reason:)`` with `errno`'s text.
    static func makeListener(on address: LoopbackAddress, port: UInt16) throws(PreviewServer.Failure) -> (
        descriptor: Int32, port: UInt16
    ) {
        let fail = { (code: Int32) in
            PreviewServer.Failure.cannotListen(address: address.urlHost, port: port, reason: errorText(code))
        }
        let family = address.family == .ipv4 ? AF_INET : AF_INET6
        let descriptor = socket(family, streamType, 0)
        guard descriptor >= 0 else { throw fail(errno) }
        #if canImport(Darwin)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #endif
        setOption(descriptor, SOL_SOCKET, SO_REUSEADDR, 1)
        if address.family == .ipv6 { setOption(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, 1) }
        var storage = sockaddr_storage()
        let length = fill(&storage, address: address, port: port)
        let isBound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 }
        }
        guard isBound, listen(descriptor, 64) == 0 else {
            let code = errno
            close(descriptor)
            throw fail(code)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var bound = sockaddr_storage()
        var boundLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &boundLength) }
        }
        return (descriptor, boundPort(bound))
    }

    /// Accepts a client of a listening socket, as a blocking, close-on-exec socket whose writes
    /// raise no `SIGPIPE`.
    ///
    /// `accept4`, which would set close-on-exec atomically, is a GNU extension that Swift's Glibc
    /// module does not declare, so `FD_CLOEXEC` follows the `accept`: a process started in between
    /// can inherit the connection. That is harmless: the listener is close-on-exec from its
    /// `socket` call, so no child keeps the port, and ``shutDown(_:)`` ends the connection whoever
    /// holds a copy.
    ///
    /// - Returns: The connection's socket, or -1 with `errno` set.
    static func acceptClient(from listener: Int32) -> Int32 {
        let client = accept(listener, nil, nil)
        guard client >= 0 else { return client }
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
            setOption(client, SOL_SOCKET, SO_NOSIGPIPE, 1)
        #endif
        // Darwin's accepted sockets inherit O_NONBLOCK from the listener; Linux's do not.
        _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) & ~O_NONBLOCK)
        return client
    }

    /// Bounds how long a blocking read or write of `socket` may wait, so that a client that stops
    /// talking or reading cannot hold a connection's thread for ever.
    static func setTimeouts(_ socket: Int32, receive: Int, send: Int) {
        for (option, seconds) in [(SO_RCVTIMEO, receive), (SO_SNDTIMEO, send)] {
            var limit = timeval(tv_sec: seconds, tv_usec: 0)
            _ = setsockopt(socket, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
        }
    }

    /// Writes all of `bytes`, as many `send`s as it takes.
    ///
    /// - Returns: False when the peer is gone or the write timed out: the connection is over.
    static func sendAll(_ bytes: [UInt8], to socket: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = send(socket, buffer.baseAddress! + offset, buffer.count - offset, noSignal)
                if sent > 0 {
                    offset += sent
                } else if sent < 0, errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// Reads what has arrived, up to `buffer.count` bytes, retrying when a signal interrupts.
    ///
    /// - Returns: The number of bytes read; 0 at end of file; -1 on an error or a timeout.
    static func receive(from socket: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            return count
        }
    }

    /// Wakes every thread blocked on `socket` (its reads return end of file, its writes fail),
    /// without closing it, so its descriptor number cannot be reused under them.
    static func shutDown(_ socket: Int32) {
        #if os(Linux)
            _ = shutdown(socket, Int32(SHUT_RDWR))
        #else
            _ = shutdown(socket, SHUT_RDWR)
        #endif
    }

    /// Sends end of file to the peer, keeping the socket open for reading.
    static func shutDownWriting(_ socket: Int32) {
        #if os(Linux)
            _ = shutdown(socket, Int32(SHUT_WR))
        #else
            _ = shutdown(socket, SHUT_WR)
        #endif
    }

    /// `strerror`'s text for `code`.
    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    #if os(Linux)
        private static let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
        private static let streamType = SOCK_STREAM
        private static let noSignal: Int32 = 0
    #endif

    private static func setOption(_ socket: Int32, _ level: Int32, _ option: Int32, _ value: Int32) {
        var value = value
        _ = setsockopt(socket, level, option, &value, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Writes `address` and `port` into `storage` as a `sockaddr_in` or `sockaddr_in6`.
    private static func fill(_ storage: inout sockaddr_storage, address: LoopbackAddress, port: UInt16)
        -> socklen_t
    {
        withUnsafeMutableBytes(of: &storage) { raw in
            switch address.family {
            case .ipv4:
                var ipv4 = sockaddr_in()
                ipv4.sin_family = sa_family_t(AF_INET)
                ipv4.sin_port = port.bigEndian
                withUnsafeMutableBytes(of: &ipv4.sin_addr) { $0.copyBytes(from: address.bytes) }
                #if canImport(Darwin)
                    ipv4.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
                #endif
                raw.storeBytes(of: ipv4, as: sockaddr_in.self)
                return socklen_t(MemoryLayout<sockaddr_in>.size)
            case .ipv6:
                var ipv6 = sockaddr_in6()
                ipv6.sin6_family = sa_family_t(AF_INET6)
                ipv6.sin6_port = port.bigEndian
                withUnsafeMutableBytes(of: &ipv6.sin6_addr) { $0.copyBytes(from: address.bytes) }
                #if canImport(Darwin)
                    ipv6.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
                #endif
                raw.storeBytes(of: ipv6, as: sockaddr_in6.self)
                return socklen_t(MemoryLayout<sockaddr_in6>.size)
            }
        }
    }

    /// The port of a bound `sockaddr_in` or `sockaddr_in6`.
    private static func boundPort(_ storage: sockaddr_storage) -> UInt16 {
        withUnsafeBytes(of: storage) { raw in
            if Int32(storage.ss_family) == AF_INET {
                UInt16(bigEndian: raw.load(as: sockaddr_in.self).sin_port)
            } else {
                UInt16(bigEndian: raw.load(as: sockaddr_in6.self).sin6_port)
            }
        }
    }
}
