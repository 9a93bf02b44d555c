import ContextStore
import Foundation

/// A diary entry as the store keeps it.
public struct DiaryEntry: Identifiable, Equatable, Sendable {
    public var id: UUID
    public var title: String
    public var text: String

    /// Creates an entry; a new one gets a fresh identifier.
    public init(id: UUID = UUID(), title: String, text: String = "") {
        self.id = id
        self.title = title
        self.text = text
    }
}

/// What the editor has typed but not saved yet.
public struct DiaryDraft: Equatable, Sendable {
    public var title = ""
    public var text = ""

    /// Creates a draft; the default one is empty.
    public init(title: String = "", text: String = "") {
        self.title = title
        self.text = text
    }

    /// Whether there is anything worth saving.
    public var isEmpty: Bool { title.isEmpty && text.isEmpty }
}

/// The diary's source of truth: saved entries and the draft being written.
///
/// The draft lives in the store rather than in the editor's view state so that it outlives the
/// editor: close the screen, open it again, and the text is still there.
public struct DiaryStoreState: ContextualStoreState {
    /// Saved entries, oldest first.
    public var entries: [DiaryEntry] = []
    /// What the editor has typed and not saved; empty after a save.
    public var draft = DiaryDraft()

    /// Creates a diary, by default empty.
    public init(entries: [DiaryEntry] = [], draft: DiaryDraft = DiaryDraft()) {
        self.entries = entries
        self.draft = draft
    }
}
