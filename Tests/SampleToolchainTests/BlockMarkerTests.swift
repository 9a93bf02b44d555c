import Testing

@testable import SampleToolchain

@Suite struct BlockMarkerTests {
    @Test func outputIsCutAtTheMarkersEvenMidLine() {
        let output =
            "\u{1E}docbuild-block 0\nfirst\n\u{1E}docbuild-block 2\nno newline\u{1E}docbuild-block 5\n"
        let (outputs, last) = BlockMarker.split(output)
        #expect(outputs == [0: "first\n", 2: "no newline", 5: ""])
        #expect(last == 5)
    }

    @Test func programThatPrintedNoMarkerStartedNoBlock() {
        #expect(BlockMarker.split("").lastStarted == nil)
    }
}
