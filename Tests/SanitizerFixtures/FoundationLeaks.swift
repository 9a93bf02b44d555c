// Two leaks inside swift-corelibs-foundation, shown with nothing but Foundation, for which
// scripts/lsan-suppressions.txt suppresses LeakSanitizer's reports. Built by scripts/sanitize with
// `swiftc -sanitize=address` and run without the suppressions: if it stops leaking, a Foundation
// update fixed the leak and its suppression should go.
import Foundation

// 1. FileManager.contents(atPath:) of an empty file leaks the 4096-byte buffer that
//    readBytesFromFile allocates before it finds nothing to read: ten reads, ten leaks of 4096
//    bytes. (A file with content is not leaked.) ProcessRunner reads every child's standard output
//    and error this way, and standard error is usually empty.
let directory = NSTemporaryDirectory() + "foundation-leaks-\(getpid())"
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
let empty = directory + "/empty"
let full = directory + "/full"
guard FileManager.default.createFile(atPath: empty, contents: Data()),
    FileManager.default.createFile(atPath: full, contents: Data("hello\n".utf8))
else { fatalError("cannot write in \(directory)") }
var bytes = 0
for _ in 0..<10 {
    bytes += FileManager.default.contents(atPath: empty)?.count ?? 0
    bytes += FileManager.default.contents(atPath: full)?.count ?? 0
}
try FileManager.default.removeItem(atPath: directory)

// 2. Process.run() forms a weak reference to the process (a 32-byte side table) that outlives it:
//    three runs, one leak of 32 bytes. DocBuildEndToEndTests runs the built docbuild this way.
for _ in 0..<3 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
}
print("read \(bytes) bytes")
