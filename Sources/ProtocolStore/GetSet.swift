import QuartetSupport

/// A getter and a setter: the one implementation of every binding helper.
///
/// `Accessor` and SwiftUI's `Binding` both convert to and from a `GetSet`, so each helper
/// (``Accessor/willSet(_:)``, ``Accessor/first(where:)`` and the rest) is written once here and
/// exposed on both types by one-line forwarding methods.
struct GetSet<Value> {
    let get: () -> Value
    let set: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    init(_ accessor: Accessor<Value>) {
        self.init(get: { accessor.wrappedValue }, set: { accessor.wrappedValue = $0 })
    }

    func willSet(_ action: @escaping (Value) -> Void) -> GetSet<Value> {
        GetSet(
            get: get,
            set: {
                action($0)
                set($0)
            })
    }

    func didSet(_ action: @escaping (Value) -> Void) -> GetSet<Value> {
        GetSet(
            get: get,
            set: {
                set($0)
                action($0)
            })
    }

    func ensure(_ condition: @escaping (Value) -> Bool) -> GetSet<Value> {
        GetSet(get: get, set: { if condition($0) { set($0) } })
    }

    func assert(
        _ condition: @escaping (Value) -> Bool, _ message: String, file: StaticString, line: UInt
    ) -> GetSet<Value> {
        GetSet(
            get: {
                let value = get()
                Swift.assert(condition(value), "get: \(message)", file: file, line: line)
                return value
            },
            set: {
                Swift.assert(condition($0), "set: \(message)", file: file, line: line)
                set($0)
            }
        )
    }

    func map<Mapped>(
        get transformGet: @escaping (Value) -> Mapped, set transformSet: @escaping (Mapped) -> Value
    ) -> GetSet<Mapped> {
        GetSet<Mapped>(get: { transformGet(get()) }, set: { set(transformSet($0)) })
    }

    func alterGet(_ transform: @escaping (Value) -> Value) -> GetSet<Value> {
        GetSet(get: { transform(get()) }, set: set)
    }

    func alterSet(_ transform: @escaping (Value) -> Value) -> GetSet<Value> {
        GetSet(get: get, set: { set(transform($0)) })
    }

    func force<Forced>(as type: Forced.Type) -> GetSet<Forced> {
        GetSet<Forced>(
            get: { get() as! Forced },
            set: { set($0 as! Value) }
        )
    }

    func forceUnwrap<Wrapped>() -> GetSet<Wrapped> where Value == Wrapped? {
        GetSet<Wrapped>(get: { get()! }, set: { set($0) })
    }

    /// The first element matching `predicate`; writing replaces it in place, appends when none
    /// matches, removes it when `nil`. The match is looked up afresh on every read and write.
    func first(
        where predicate: @escaping (Value.Element) -> Bool
    ) -> GetSet<Value.Element?> where Value: RangeReplaceableCollection {
        GetSet<Value.Element?>(
            get: { get().first(where: predicate) },
            set: { newElement in
                var collection = get()
                let index = collection.firstIndex(where: predicate)
                switch (index, newElement) {
                case (let index?, let element?):
                    collection.replaceSubrange(index...index, with: CollectionOfOne(element))
                case (let index?, nil):
                    collection.remove(at: index)
                case (nil, let element?):
                    collection.append(element)
                case (nil, nil):
                    return
                }
                set(collection)
            }
        )
    }
}
