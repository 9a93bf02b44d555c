// Leaks two ways LeakSanitizer must report: a retain cycle of two objects nothing else refers to,
// and a buffer never freed. Built by scripts/sanitize with `swiftc -sanitize=address`.
//
// The leaks are made on a thread that has ended by the time LeakSanitizer looks: it scans the
// stacks of live threads for pointers, and a dead frame of the main thread could still hold one.
#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

final class Node {
    var next: Node?
    let payload = [Int](repeating: 7, count: 64)
}

func leak() {
    let first = Node()
    let second = Node()
    first.next = second
    second.next = first  // Deliberately never broken: this fixture exists to be reported.

    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    buffer.initialize(repeating: 1, count: 256)
    print("filled", buffer[255])  // Deliberately not deallocated.
}

var thread = pthread_t()
pthread_create(
    &thread, nil,
    { _ in
        leak()
        return nil
    }, nil)
pthread_join(thread, nil)
