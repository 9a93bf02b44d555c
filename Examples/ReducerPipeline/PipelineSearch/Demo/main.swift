import PipelineSearch
import QuartetSupport
import ReducerPipeline

// A scripted session with the catalogue search, driven through the headless host the SwiftUI
// view uses, on a test clock so that the transcript appears at once.
let clock = TestClock()
let search = CatalogueSearch(
    catalogue: Catalogue(latency: .milliseconds(100), clock: clock),
    interval: .milliseconds(300),
    clock: clock
)
let host = AsyncViewModelHost(search)
let field = host.accessor(\.query, send: { .queryChanged($0) })
host.appear()

func settle() async {
    await yieldToOtherTasks(times: 50)
}

@MainActor
func show(_ step: String) async {
    await settle()
    let state = host.state
    let phase: String
    switch state.phase {
    case .idle: phase = "idle"
    case .loading: phase = "searching \"\(state.searchedQuery)\"…"
    case .empty: phase = "no titles match \"\(state.resultsQuery)\""
    case .results: phase = "\(state.results.count) result(s): \(state.results.joined(separator: "; "))"
    }
    let time =
        clock.now.offset.components.attoseconds / 1_000_000_000_000_000
        + clock.now.offset.components.seconds * 1000
    print("[\(time) ms] \(step) → field \"\(state.query)\", \(phase)")
}

@MainActor
func advance(by duration: Duration) async {
    await settle()
    await clock.advance(by: duration)
}

for text in ["s", "sw", "swi"] {
    field.wrappedValue = text
    await show("type \"\(text)\"")
    await advance(by: .milliseconds(50))
}
await advance(by: .milliseconds(400))
await show("pause")
field.wrappedValue = "swiftui"
await show("type \"swiftui\"")
await advance(by: .milliseconds(500))
await show("pause")
field.wrappedValue = "kotlin"
await advance(by: .milliseconds(500))
await show("type \"kotlin\", pause")
