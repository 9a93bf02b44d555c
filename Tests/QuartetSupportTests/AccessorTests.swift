import QuartetSupport
import Testing

@Suite struct AccessorTests {
    struct Profile {
        var name: String
        var age: Int
    }

    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    @Test func readsAndWritesThroughItsClosures() {
        let box = Box(1)
        let accessor = Accessor(get: { box.value }, set: { box.value = $0 })
        accessor.wrappedValue = 5
        #expect(box.value == 5)
        box.value = 7
        #expect(accessor.wrappedValue == 7)
    }

    @Test func dynamicMemberWritesOnlyThatMember() {
        let box = Box(Profile(name: "Ada", age: 36))
        let profile = Accessor(get: { box.value }, set: { box.value = $0 })
        profile.name.wrappedValue = "Grace"
        #expect(box.value.name == "Grace")
        #expect(box.value.age == 36)
    }

    @Test func constantIgnoresWrites() {
        let constant = Accessor.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
    }
}
