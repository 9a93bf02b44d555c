// Writes one byte past the end of a heap buffer: an overflow AddressSanitizer must report.
// Built by scripts/sanitize with `swiftc -sanitize=address`.
let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 8)
for index in 0...8 {  // Deliberately one too many: this fixture exists to be reported.
    buffer[index] = UInt8(index)
}
print("wrote", buffer[7])
buffer.deallocate()
