import Testing

@testable import Interactors

struct LoadableTests {
    @Test func accessorsDescribeEachState() {
        let idle: Loadable<Int> = .idle
        let loading: Loadable<Int> = .loading
        let loaded: Loadable<Int> = .loaded(4)
        let failed: Loadable<Int> = .failed(TestError(code: 1))
        #expect(idle.isIdle && !idle.isLoading && !idle.isLoaded && !idle.isFailed)
        #expect(loading.isLoading && loading.value == nil)
        #expect(loaded.isLoaded && loaded.value == 4 && loaded.error == nil)
        #expect(failed.isFailed && (failed.error as? TestError) == TestError(code: 1))
    }

    @Test func isEmptyOnlyForLoadedEmptyCollections() {
        #expect(Loadable<[Int]>.loaded([]).isEmpty)
        #expect(!Loadable<[Int]>.loaded([1]).isEmpty)
        #expect(!Loadable<[Int]>.loading.isEmpty)
        #expect(!Loadable<String>.idle.isEmpty)
    }

    @Test func equalityComparesEquatableErrorsByValue() {
        #expect(Loadable<Int>.failed(TestError(code: 1)) == .failed(TestError(code: 1)))
        #expect(Loadable<Int>.failed(TestError(code: 1)) != .failed(TestError(code: 2)))
        #expect(Loadable<Int>.loaded(1) != .failed(TestError(code: 1)))
        #expect(Loadable<Int>.idle != .loading)
    }

    @Test func equalityComparesOtherErrorsByTypeAndDescription() {
        struct Opaque: Error { var reason: String }
        #expect(Loadable<Int>.failed(Opaque(reason: "a")) == .failed(Opaque(reason: "a")))
        #expect(Loadable<Int>.failed(Opaque(reason: "a")) != .failed(Opaque(reason: "b")))
    }

    @Test func mapTransformsOnlyTheLoadedValue() {
        #expect(Loadable<[Int]>.loaded([1, 2]).map(\.count) == .loaded(2))
        #expect(Loadable<[Int]>.loading.map(\.count) == .loading)
        #expect(Loadable<[Int]>.failed(TestError(code: 1)).map(\.count) == .failed(TestError(code: 1)))
    }

    @Test func descriptionNamesTheState() {
        #expect("\(Loadable<Int>.loaded(3))" == "loaded(3)")
        #expect("\(Loadable<Int>.failed(TestError(code: 2)))" == "failed(TestError(2))")
    }

    @Test func crossesIsolationWhenItsValueIsSendable() async {
        let loadable: Loadable<[Int]> = .loaded([1])
        let echoed = await Task.detached { loadable }.value
        #expect(echoed == loadable)
    }
}
