/// A first-in, first-out queue: a ring buffer over raw storage, behind the pipeline's action
/// queue and every ``StreamBuffer``.
///
/// `Array` would do, but the pipeline is generic over the view model and is not specialized for
/// it, and in unspecialized code every `Array<Action>` operation first looks up the array's
/// type metadata at run time, a hashed cache lookup that cost more than the append itself.
/// Typed pointers need no such lookup: they work from the element's value witnesses alone.
///
/// Each element carries a tag: in the action queue, whether it was merged in by
/// `transform(action:)` rather than sent, which decides whether the hook's observers see it. A
/// separate flag, not a wrapper around the element, for the same reason.
///
/// Not thread-safe: the action queue is used on the main actor only, a stream buffer's under
/// its lock.
final class RingQueue<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var tags: UnsafeMutablePointer<Bool>
    /// Always a power of two, so that positions wrap with a mask.
    private var capacity: Int
    private var head = 0
    /// How many elements are queued.
    private(set) var count = 0

    init() {
        capacity = 16
        storage = .allocate(capacity: capacity)
        tags = .allocate(capacity: capacity)
    }

    deinit {
        removeAll()
        storage.deallocate()
        tags.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// Adds `element` at the back, tagged with `tag`.
    func append(_ element: Element, tag: Bool = false) {
        if count == capacity { grow() }
        let position = (head + count) & (capacity - 1)
        (storage + position).initialize(to: element)
        tags[position] = tag
        count += 1
    }

    /// The tag of the element at the front; `false` when the queue is empty.
    var frontTag: Bool { count > 0 && tags[head] }

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
        let newTags = UnsafeMutablePointer<Bool>.allocate(capacity: newCapacity)
        let beforeWrap = min(count, capacity - head)
        newStorage.moveInitialize(from: storage + head, count: beforeWrap)
        (newStorage + beforeWrap).moveInitialize(from: storage, count: count - beforeWrap)
        newTags.initialize(from: tags + head, count: beforeWrap)
        (newTags + beforeWrap).initialize(from: tags, count: count - beforeWrap)
        storage.deallocate()
        tags.deallocate()
        storage = newStorage
        tags = newTags
        capacity = newCapacity
        head = 0
    }
}
