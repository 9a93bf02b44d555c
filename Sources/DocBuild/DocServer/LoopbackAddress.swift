#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An address of the loopback interface: the only kind the preview binds, and the only kind of
/// name a request may be addressed to.
///
/// Names are recognised by their text alone, never looked up: `localhost` means 127.0.0.1 whatever
/// `/etc/hosts` or a resolver says, so no configuration can turn the preview into a server on the
/// network.
struct LoopbackAddress: Hashable, Sendable {
    /// The two address families of loopback.
    enum Family: Hashable, Sendable {
        case ipv4
        case ipv6
    }

    var family: Family
    /// The 4 or 16 bytes of the address, in network order.
    var bytes: [UInt8]

    /// The address as a URL writes its host: `127.0.0.1`, `[::1]`.
    var urlHost: String {
        switch family {
        case .ipv4: bytes.map(String.init).joined(separator: ".")
        case .ipv6: "[::1]"
        }
    }

    /// The loopback address that `host` names, or `nil` when it names none.
    ///
    /// Accepted: `localhost` (as 127.0.0.1), any `127.x.y.z`, and `::1` in any of its spellings,
    /// with or without brackets. Refused: the wildcards `0.0.0.0` and `::`, every other address, and
    /// every other name.
    init?(host: String) {
        var text = host.lowercased()
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if text == "localhost" || text == "localhost." {
            self.init(family: .ipv4, bytes: [127, 0, 0, 1])
        } else if let bytes = Self.ipv4Bytes(text), bytes[0] == 127 {
            self.init(family: .ipv4, bytes: bytes)
        } else if let bytes = Self.ipv6Bytes(text), bytes == Array(repeating: 0, count: 15) + [1] {
            self.init(family: .ipv6, bytes: bytes)
        } else {
            return nil
        }
    }

    private init(family: Family, bytes: [UInt8]) {
        self.family = family
        self.bytes = bytes
    }

    /// True when a `Host` header names a loopback address: `localhost`, `127.x.y.z` or `[::1]`,
    /// each with or without a port.
    ///
    /// This is the preview's defence against DNS rebinding: a page of another site, whose name
    /// its owner makes resolve to 127.0.0.1, sends its own name here, and is refused.
    static func isLoopbackAuthority(_ authority: String) -> Bool {
        let host: Substring
        let port: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return false }
            host = authority[...close]
            port = authority[authority.index(after: close)...]
            guard port.isEmpty || port.hasPrefix(":") else { return false }
        } else {
            let parts = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            host = parts[0]
            port = parts.count == 2 ? ":" + parts[1] : ""
        }
        let digits = port.dropFirst()
        let isPortValid =
            port.isEmpty || (1...5).contains(digits.count) && digits.allSatisfy { $0.isASCII && $0.isNumber }
        guard isPortValid else { return false }
        // An IPv6 address in a Host header is always bracketed; bare, its colons read as a port.
        return !host.isEmpty && LoopbackAddress(host: String(host)) != nil
    }

    /// Dotted-decimal IPv4 only: four numbers of 0–255, no shorthand such as `127.1`.
    private static func ipv4Bytes(_ text: String) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        let bytes = parts.compactMap { part -> UInt8? in
            guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                return nil
            }
            return UInt8(part)
        }
        return bytes.count == 4 ? bytes : nil
    }

    /// Any textual IPv6 form, as `inet_pton` reads it.
    private static func ipv6Bytes(_ text: String) -> [UInt8]? {
        var address = in6_addr()
        guard inet_pton(AF_INET6, text, &address) == 1 else { return nil }
        return withUnsafeBytes(of: &address) { Array($0) }
    }
}
