/// A first-in, first-out queue of a pipeline's actions: a ring buffer over raw storage.
///
/// `Array` would do, but the pipeline is generic over the view model and is not specialized for
/// it, and in unspecialized code every `Array<Action>` operation first looks up the array's
/// type metadata at run time, a hashed cache lookup that cost more than the append itself.
/// Typed pointers need no such lookup: they work from the element's value witnesses alone.
///
/// Not thread-safe: the pipeline uses it on the main actor only.
final class ActionQueue<Element> {
    private var storage: UnsafeMutablePointer<Element>
    /// Always a power of two, so that positions wrap with a mask.
    private var capacity: Int
    private var head = 0
    /// How many elements are queued.
    private(set) var count = 0

    init() {
        capacity = 16
        storage = .allocate(capacity: capacity)
    }

    deinit {
        removeAll()
        storage.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// Adds `element` at the back.
    func append(_ element: Element) {
        if count == capacity { grow() }
        (storage + ((head + count) & (capacity - 1))).initialize(to: element)
        count += 1
    }

    /// Removes and returns the element at the front, if any.
    func popFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = (storage + head).move()
        head = (head + 1) & (capacity - 1)
        count -= 1
        return element
    }

    /// Drops every element.
    func removeAll() {
        while count > 0 {
            (storage + head).deinitialize(count: 1)
            head = (head + 1) & (capacity - 1)
            count -= 1
        }
        head = 0
    }

    /// Doubles the capacity, moving the elements to the front of the new storage in order.
    private func grow() {
        let newCapacity = capacity * 2
        let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        let beforeWrap = min(count, capacity - head)
        newStorage.moveInitialize(from: storage + head, count: beforeWrap)
        (newStorage + beforeWrap).moveInitialize(from: storage, count: count - beforeWrap)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
        head = 0
    }
}
