import ProtocolStore
import QuartetSupport
import Testing

/// A variable and an accessor to it, recording what the underlying setter received.
private final class Source<Value> {
    var value: Value
    var writes: [Value] = []
    init(_ value: Value) { self.value = value }
    var accessor: Accessor<Value> {
        Accessor(
            get: { self.value },
            set: {
                self.value = $0
                self.writes.append($0)
            })
    }
}

@Suite struct AccessorHelpersTests {
    @Test func firstEqualToReadsTheFirstMatchOrNil() {
        let names = Source(["ada", "grace", "ada"])
        #expect(names.accessor.first(equalTo: "ada").wrappedValue == "ada")
        #expect(names.accessor.first(equalTo: "alan").wrappedValue == nil)
    }

    @Test func firstEqualToReplacesTheFirstMatchInPlace() {
        let names = Source(["ada", "grace", "ada"])
        names.accessor.first(equalTo: "ada").wrappedValue = "alan"
        #expect(names.value == ["alan", "grace", "ada"])
    }

    @Test func firstEqualToAppendsWhenNothingMatches() {
        let names = Source(["ada"])
        names.accessor.first(equalTo: "grace").wrappedValue = "grace"
        #expect(names.value == ["ada", "grace"])
    }

    @Test func firstEqualToRemovesTheFirstMatchWhenSetToNil() {
        let names = Source(["ada", "grace", "ada"])
        names.accessor.first(equalTo: "ada").wrappedValue = nil
        #expect(names.value == ["grace", "ada"])
    }

    @Test func settingNilWhenNothingMatchesLeavesTheCollectionUnwritten() {
        let names = Source(["ada"])
        names.accessor.first(equalTo: "alan").wrappedValue = nil
        #expect(names.value == ["ada"])
        #expect(names.writes.isEmpty)
    }

    @Test func firstWhereUsesThePredicate() {
        let names = Source(["grace", "ada", "alan"])
        let short = names.accessor.first(where: { $0.count < 4 })
        #expect(short.wrappedValue == "ada")
        short.wrappedValue = "bob"
        #expect(names.value == ["grace", "bob", "alan"])
        short.wrappedValue = nil
        #expect(names.value == ["grace", "alan"])
    }

    @Test func forceUnwrapReadsAndWritesTheWrappedValue() {
        let name = Source<String?>("ada")
        let unwrapped = name.accessor.forceUnwrap()
        #expect(unwrapped.wrappedValue == "ada")
        unwrapped.wrappedValue = "grace"
        #expect(name.value == "grace")
    }

    @Test func forceAsCastsBothWays() {
        let number = Source<Any>(42)
        let int = number.accessor.force(as: Int.self)
        #expect(int.wrappedValue == 42)
        int.wrappedValue = 7
        #expect(number.value as? Int == 7)
        let described = Source(3).accessor.force(as: (any CustomStringConvertible).self)
        #expect(described.wrappedValue.description == "3")
    }

    @Test func willSetRunsBeforeTheWriteAndDidSetAfter() {
        let name = Source("a")
        var seen: [String] = []
        let observed = name.accessor
            .willSet { seen.append("will \($0), still \(name.value)") }
            .didSet { seen.append("did \($0), now \(name.value)") }
        observed.wrappedValue = "b"
        // `didSet` wraps `willSet`: its action runs after everything below it has written.
        #expect(seen == ["will b, still a", "did b, now b"])
    }

    @Test func ensureDropsWritesThatFailTheCondition() {
        let name = Source("ada")
        let nonEmpty = name.accessor.ensure { !$0.isEmpty }
        nonEmpty.wrappedValue = ""
        #expect(name.value == "ada")
        #expect(name.writes.isEmpty)
        nonEmpty.wrappedValue = "grace"
        #expect(name.value == "grace")
    }

    @Test func assertPassesValuesThatMeetTheCondition() {
        let name = Source("ada")
        let checked = name.accessor.assert { !$0.isEmpty }
        checked.wrappedValue = "grace"
        #expect(checked.wrappedValue == "grace")
    }

    @Test func mapConvertsBothWays() {
        let name = Source("ada")
        let initial = name.accessor.map(get: { $0.first! }, set: { String($0) })
        #expect(initial.wrappedValue == "a")
        initial.wrappedValue = "g"
        #expect(name.value == "g")
    }

    @Test func alterGetChangesReadsOnly() {
        let name = Source("ada")
        let upper = name.accessor.alterGet { $0.uppercased() }
        #expect(upper.wrappedValue == "ADA")
        upper.wrappedValue = "grace"
        #expect(name.value == "grace")
    }

    @Test func alterSetChangesWritesOnly() {
        let name = Source("ada")
        let trimmed = name.accessor.alterSet { $0.prefix(1) }
        #expect(trimmed.wrappedValue == "ada")
        trimmed.wrappedValue = "grace"
        #expect(name.value == "g")
        let firstLetter = name.accessor.alterGet { $0.prefix(1) }
        name.value = "alan"
        #expect(firstLetter.wrappedValue == "a")
    }

    @Test func helpersCompose() {
        let names = Source(["ada"])
        var log: [String] = []
        let grace = names.accessor.first(equalTo: "grace")
            .map(get: { $0 ?? "" }, set: { $0.isEmpty ? nil : $0 })
            .didSet { log.append($0) }
            .ensure { $0.count < 10 }  // outermost: a dropped write never reaches `didSet`
        grace.wrappedValue = "grace"
        grace.wrappedValue = "much too long a name"
        #expect(names.value == ["ada", "grace"])
        #expect(log == ["grace"])
    }
}
