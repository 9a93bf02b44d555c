import PipelineCounter
import QuartetSupport
import ReducerPipeline

// A scripted session with the counter, driven through the headless host the SwiftUI view
// uses, on a test clock so that the transcript appears at once.
let clock = TestClock()
let host = AsyncViewModelHost(PresetCounter(preset: 42, presetDelay: .milliseconds(250), clock: clock))

/// Prints the state after `step`.
@MainActor
func show(_ step: String) {
    let state = host.state
    let padding = String(repeating: " ", count: max(0, 28 - step.count))
    print("\(step)\(padding) count: \(state.count)\(state.isLoading ? "  (loading…)" : "")")
}

// Each step waits for what it sent: `settled()` once every action is handled and every mutation
// stream has finished; while the preset's stream is open (until the clock moves), for the state
// the step expects.
host.send(.incrementTapped)
show("tap + before the view shows")  // the pipeline has not started: nothing to wait for
host.appear()
try await host.model.settled()
show("view appears (replays +)")
host.send(.incrementTapped)
host.send(.incrementTapped)
try await host.model.settled()
show("tap + twice")
host.send(.loadPresetTapped)
try await waitUntil("the preset is loading") { host.state.isLoading }
show("tap Load preset")
host.send(.decrementTapped)
try await waitUntil("− is counted") { host.state.count == 2 }
show("tap − while loading")
try await clock.advanceToSleeper(in: .milliseconds(250))
try await host.model.settled()
show("250 ms later")
