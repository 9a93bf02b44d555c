import PipelineCounter
import QuartetSupport
import ReducerPipeline

// A scripted session with the counter, driven through the headless host the SwiftUI view
// uses, on a test clock so that the transcript appears at once.
let clock = TestClock()
let host = AsyncViewModelHost(PresetCounter(preset: 42, presetDelay: .milliseconds(250), clock: clock))

@MainActor
func show(_ step: String) async {
    // Let the pipeline reduce what the step sent.
    await yieldToOtherTasks(times: 50)
    let state = host.state
    let padding = String(repeating: " ", count: max(0, 28 - step.count))
    print("\(step)\(padding) count: \(state.count)\(state.isLoading ? "  (loading…)" : "")")
}

host.send(.incrementTapped)
await show("tap + before the view shows")
host.appear()
await show("view appears (replays +)")
host.send(.incrementTapped)
host.send(.incrementTapped)
await show("tap + twice")
host.send(.loadPresetTapped)
await show("tap Load preset")
host.send(.decrementTapped)
await show("tap − while loading")
await clock.waitForSleepers()
await clock.advance(by: .milliseconds(250))
await show("250 ms later")
