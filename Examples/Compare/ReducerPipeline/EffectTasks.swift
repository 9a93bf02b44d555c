/// The tasks behind a model's running effects, one per kind, so that starting an effect cancels
/// the one of its kind still running, and releasing the owner cancels them all at once.
///
/// ```swift
/// effects.replace(.search, with: Task { … })   // cancels the previous search
/// effects.cancel(.impression)                   // the detail was popped
/// ```
///
/// A pipeline notices that its model was released only at its next event or sweep; the model
/// owns this instead, so that its work stops the moment it goes.
final class EffectTasks<Key: Hashable> {
    private var tasks: [Key: Task<Void, Never>] = [:]

    init() {}

    /// Keeps `task` as the effect `key`, cancelling the one it replaces.
    func replace(_ key: Key, with task: Task<Void, Never>) {
        tasks.updateValue(task, forKey: key)?.cancel()
    }

    /// Cancels the effect `key`, if one runs.
    func cancel(_ key: Key) {
        tasks.removeValue(forKey: key)?.cancel()
    }

    deinit {
        for task in tasks.values { task.cancel() }
    }
}
