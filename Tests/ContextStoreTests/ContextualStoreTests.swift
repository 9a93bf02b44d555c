import Testing

@testable import ContextStore

@Suite struct ContextualStoreTests {
    @Test func statesStartWithTheCurrentState() async {
        let store = ContextualStore(CounterState(value: 5))
        var states = store.states.makeAsyncIterator()
        #expect(await states.next()?.value == 5)
    }

    @Test func updateReturnsTheChangeItMade() async {
        let store = ContextualStore(CounterState(value: 1))
        let change = await store.update { $0.value = 2 }
        #expect(change.oldState.value == 1)
        #expect(change.newState.value == 2)
        #expect(change.hasChanged)
        #expect(!change.isInitial)
        #expect(await store.state.value == 2)
    }

    @Test func anUpdateThatChangesNothingNotifiesNoObserver() async {
        let store = ContextualStore(CounterState(value: 1))
        var states = store.states.makeAsyncIterator()
        _ = await states.next()
        let change = await store.update { $0.value = 1 }
        #expect(!change.hasChanged)
        #expect(await store.version == 0)
        await store.update { $0.value = 2 }
        #expect(await store.version == 1)
        #expect(await states.next()?.value == 2)
    }

    @Test func concurrentUpdatesNeverLoseAWrite() async {
        let store = ContextualStore(CounterState())
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask { await store.update { $0.value += 1 } }
            }
        }
        #expect(await store.state.value == 200)
    }

    @Test func aBusyObserverReceivesOnlyTheNewestState() async {
        let store = ContextualStore(CounterState())
        var states = store.states.makeAsyncIterator()
        #expect(await states.next()?.value == 0)
        // The observer takes nothing while 100 updates land; the store does not wait for it.
        for value in 1...100 {
            await store.update { $0.value = value }
        }
        #expect(await states.next()?.value == 100)
        await store.update { $0.value = 101 }
        #expect(await states.next()?.value == 101)
    }

    @Test func anObserverNeverReceivesAnOlderStateAfterANewerOne() async {
        let store = ContextualStore(CounterState())
        let observer = Task {
            var seen: [Int] = []
            for await state in store.states {
                seen.append(state.value)
                if state.value == 500 { break }
            }
            return seen
        }
        await Task.detached {
            for value in 1...500 {
                await store.update { $0.value = value }
            }
        }.value
        let seen = await observer.value
        #expect(seen.last == 500)
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func eachObserverReceivesTheStateIndependently() async {
        let store = ContextualStore(CounterState())
        var first = store.states.makeAsyncIterator()
        var second = store.states.makeAsyncIterator()
        _ = await first.next()
        _ = await second.next()
        await store.update { $0.value = 3 }
        #expect(await first.next()?.value == 3)
        #expect(await second.next()?.value == 3)
    }

    @Test func iterationEndsWhenTheObservingTaskIsCancelled() async {
        let store = ContextualStore(CounterState())
        let (receipts, receipt) = AsyncStream<Void>.makeStream()
        let observer = Task {
            var count = 0
            for await _ in store.states {
                count += 1
                receipt.yield()
            }
            return count
        }
        // The observer has registered and taken the first state: it now waits for a change.
        var received = receipts.makeAsyncIterator()
        _ = await received.next()
        #expect(await store.observerCount == 1)
        observer.cancel()
        #expect(await observer.value == 1)
    }

    @Test func aReleasedObserverIsDropped() async {
        let store = ContextualStore(CounterState())
        do {
            var states = store.states.makeAsyncIterator()
            _ = await states.next()
            #expect(await store.observerCount == 1)
        }
        #expect(await store.observerCount == 0)
    }
}
