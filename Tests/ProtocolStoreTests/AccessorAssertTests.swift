import ProtocolStore
import QuartetSupport
import Testing

// `assert` traps; each trap runs in a child process (a Swift Testing exit test), so the test
// process survives to report. Assertions are active in debug builds, which is what
// `swift test` builds.

@Suite struct AccessorAssertTests {
    @Test func assertTrapsWhenAWrittenValueFailsTheCondition() async {
        await #expect(processExitsWith: .failure) {
            var name = "ada"
            let checked = Accessor(get: { name }, set: { name = $0 }).assert { !$0.isEmpty }
            checked.wrappedValue = ""
        }
    }

    @Test func assertTrapsWhenAReadValueFailsTheCondition() async {
        await #expect(processExitsWith: .failure) {
            let checked = Accessor.constant("").assert { !$0.isEmpty }
            _ = checked.wrappedValue
        }
    }

    @Test func forceUnwrapTrapsOnNil() async {
        await #expect(processExitsWith: .failure) {
            _ = Accessor<Int?>.constant(nil).forceUnwrap().wrappedValue
        }
    }
}
