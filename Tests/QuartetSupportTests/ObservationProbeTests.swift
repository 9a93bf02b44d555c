import Observation
import QuartetSupport
import Testing

@MainActor @Observable final class Model {
    var title = "A"
    var count = 0
}

@MainActor @Suite struct ObservationProbeTests {
    @Test func countsAnInvalidationWhenATrackedPropertyChanges() async {
        let model = Model()
        let probe = ObservationProbe { _ = model.title }
        model.title = "B"
        #expect(probe.isInvalidated)
        await probe.nextRender()
        #expect(probe.invalidationCount == 1)
        #expect(probe.renderCount == 2)
    }

    @Test func withoutCoalescingEveryChangeCountsEvenInOneTurn() async {
        let model = Model()
        let probe = ObservationProbe(tracking: { _ = (model.title, model.count) }, coalescing: false)
        model.title = "B"
        model.count += 1
        model.title = "C"
        #expect(probe.invalidationCount == 3)
        #expect(!probe.isInvalidated)
        model.count += 1
        #expect(probe.invalidationCount == 4)
    }

    @Test func ignoresUntrackedProperties() async {
        let model = Model()
        let probe = ObservationProbe { _ = model.title }
        model.count += 1
        await probe.nextRender()
        #expect(probe.invalidationCount == 0)
        #expect(probe.renderCount == 1)
    }

    @Test func changesBeforeTheNextRenderCoalesce() async {
        let model = Model()
        let probe = ObservationProbe { _ = model.title }
        for index in 0..<10 { model.title = "\(index)" }
        await probe.nextRender()
        #expect(probe.invalidationCount == 1)
        model.title = "again"
        await probe.nextRender()
        #expect(probe.invalidationCount == 2)
    }
}
