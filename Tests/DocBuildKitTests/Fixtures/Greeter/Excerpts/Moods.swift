// Not part of the fixture package's targets: the outline tests include its regions.
@MainActor
final class MoodModel<Mood: Hashable>
where Mood: Sendable {
    var mood: Mood?
    let banner = "{ not a scope"  // } nor this

    func react(
        to mood: Mood,
        loudly: Bool
    ) async throws -> String {
        switch loudly {
        // region: loud
        case true:
            return "Hooray!"
        // endregion
        case false:
            return "Yay."
        }
    }

    // region: calm
    /// Calms down.
    func calm() {}
    // endregion

    // { in a comment
}

// region: top
let topLevel = 1
// endregion
