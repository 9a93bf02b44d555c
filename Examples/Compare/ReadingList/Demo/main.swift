// The shared reading-list domain on its own: the calls a screen makes on the in-memory service,
// a failure and its message, and the deep links the screens open, with time moved by hand on a
// TestClock so that the transcript is the same on every run.
import QuartetSupport
import ReadingList

let clock = TestClock()
let service = InMemoryReadingListService(latency: .seconds(1), clock: clock)

/// Makes `call`, lets its second pass on the clock, and returns what it returned.
func answered<Value: Sendable>(_ call: @escaping @Sendable () async throws -> Value) async throws -> Value {
    let pending = Task { try await call() }
    try await clock.advanceToSleeper(in: service.latency)
    return try await pending.value
}

print("▶ The list loads")
let all = try await answered { try await service.items(matching: "") }
for item in all { print("  \(item): \(item.author)") }

print("▶ A search for \"le\"")
let found = try await answered { try await service.items(matching: "le") }
print("  \(found.map(\.title))")

print("▶ Item 42 is renamed")
let renamed = try await answered { try await service.rename(itemID: 42, to: "H2G2") }
print("  \(renamed)")

print("▶ The service goes offline")
service.isOffline = true
do {
    _ = try await answered { try await service.items(matching: "") }
} catch {
    print("  the screen shows: \(ReadingListError.message(for: error))")
}
service.isOffline = false

print("▶ Deep links")
for text in ["items/42", "/items/42/edit", "items/x", "settings"] {
    if let link = ReadingListLink(text) {
        print("  \(text) → item \(link.itemID)\(link.opensEditor ? ", with its edit sheet" : "")")
    } else {
        print("  \(text) → \(ReadingListError.notFound(link: text))")
    }
}

service.recordImpression(itemID: 42)
print("▶ What the service received")
print("  requests: \(service.requests.map(\.description).joined(separator: ", "))")
print("  impressions: \(service.impressions)")
