#if os(Linux)
    import Glibc

    /// One `struct inotify_event`, read from the bytes that `read(2)` of an inotify descriptor
    /// returns.
    ///
    /// The C struct ends in a flexible array (`char name[]`) that Swift does not import, so the
    /// events are read by hand: a 16-byte header (watch descriptor `Int32`, mask, cookie and name
    /// length `UInt32`s, in the machine's byte order), then `len` bytes of name padded with NULs.
    struct InotifyEvent: Hashable, Sendable {
        /// The watch descriptor the event is about; -1 for a queue overflow.
        var watch: Int32
        var mask: UInt32
        /// Pairs an `IN_MOVED_FROM` with its `IN_MOVED_TO`.
        var cookie: UInt32
        /// The entry of the watched directory the event is about; empty for the directory itself.
        var name: String

        /// The size of the fixed part of `struct inotify_event`.
        static let headerSize = 16

        /// True when `mask` has any of the bits of `flags`.
        func has(_ flags: Int32) -> Bool {
            mask & UInt32(bitPattern: flags) != 0
        }

        /// The events in `bytes`, in order; an event cut short at the end is dropped (the kernel
        /// never returns one).
        static func parse(_ bytes: some Collection<UInt8>) -> [InotifyEvent] {
            let buffer = Array(bytes)
            return buffer.withUnsafeBytes { raw in
                var events: [InotifyEvent] = []
                var offset = 0
                while offset + headerSize <= raw.count {
                    let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    guard offset + headerSize + length <= raw.count else { break }
                    let nameBytes = raw[(offset + headerSize)..<(offset + headerSize + length)]
                    events.append(
                        InotifyEvent(
                            watch: raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                            mask: raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                            cookie: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self),
                            name: String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)))
                    offset += headerSize + length
                }
                return events
            }
        }

        /// The bytes the kernel would write for this event, its name padded to `paddedLength`:
        /// the inverse of ``parse(_:)``, for tests.
        func encoded(paddedLength: Int? = nil) -> [UInt8] {
            let name = Array(name.utf8)
            let length = paddedLength ?? (name.isEmpty ? 0 : (name.count / 16 + 1) * 16)
            var bytes: [UInt8] = []
            withUnsafeBytes(of: watch) { bytes += $0 }
            for field in [mask, cookie, UInt32(length)] { withUnsafeBytes(of: field) { bytes += $0 } }
            return bytes + name + Array(repeating: 0, count: length - name.count)
        }
    }
#endif
