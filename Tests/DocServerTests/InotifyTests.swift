#if os(Linux)
    import Glibc
    import Testing

    @testable import DocServer

    @Suite struct InotifyTests {
        @Test func readsConsecutiveEventsWithPaddedNames() {
            let events = [
                InotifyEvent(watch: 1, mask: UInt32(IN_CREATE | IN_ISDIR), cookie: 0, name: "Articles"),
                InotifyEvent(watch: 2, mask: UInt32(IN_DELETE_SELF), cookie: 0, name: ""),
                InotifyEvent(
                    watch: 1, mask: UInt32(IN_MOVED_TO), cookie: 9, name: "Guide with a long name.md"),
            ]
            let bytes = events.flatMap { $0.encoded() }
            #expect(bytes.count == 16 + 16 + 16 + 16 + 32)
            #expect(InotifyEvent.parse(bytes) == events)
        }

        @Test func dropsAnEventCutShort() {
            let whole = InotifyEvent(watch: 3, mask: UInt32(IN_CLOSE_WRITE), cookie: 0, name: "a.md")
            let bytes = whole.encoded() + whole.encoded().dropLast(4)
            #expect(InotifyEvent.parse(bytes) == [whole])
        }

        @Test func readsWhatTheKernelWrites() throws {
            let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            let folder = try WatchedFolder()
            defer { folder.remove() }
            let watch = inotify_add_watch(descriptor, folder.path, UInt32(IN_CLOSE_WRITE))
            try folder.write("Written.md", "text")
            // The event comes with the file's last close, which is not always the writer's own: a
            // process another test starts meanwhile may hold the file until it ends. So wait for it.
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            try #require(poll(&ready, 1, 30_000) == 1, "no event within 30 s")
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &buffer, buffer.count)
            try #require(count > 0)
            let events = InotifyEvent.parse(buffer[..<count])
            #expect(events.map(\.watch) == [watch])
            #expect(events.map(\.name) == ["Written.md"])
            #expect(events.first?.has(IN_CLOSE_WRITE) == true)
        }

        @Test func anOverflowReportsEveryRoot() throws {
            let descriptor = inotify_init1(Int32(IN_CLOEXEC))
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            let folder = try WatchedFolder()
            defer { folder.remove() }
            try folder.write("docbuild.json", "{}")
            try folder.makeDirectory("Docs")
            let roots = try WatchRoot.resolve([folder("Docs"), folder("docbuild.json")])
            var watches = InotifyWatches(descriptor: descriptor, roots: roots) { _ in false }
            try watches.watchRoots()
            let overflow = InotifyEvent(watch: -1, mask: UInt32(IN_Q_OVERFLOW), cookie: 0, name: "")
            #expect(watches.changedPaths(for: [overflow]) == [folder("Docs"), folder("docbuild.json")])
        }

        @Test func anEventOfAnUnknownWatchIsIgnored() throws {
            let descriptor = inotify_init1(Int32(IN_CLOEXEC))
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            var watches = InotifyWatches(descriptor: descriptor, roots: []) { _ in false }
            let event = InotifyEvent(watch: 42, mask: UInt32(IN_CLOSE_WRITE), cookie: 0, name: "a.md")
            #expect(watches.changedPaths(for: [event]).isEmpty)
        }
    }
#endif
