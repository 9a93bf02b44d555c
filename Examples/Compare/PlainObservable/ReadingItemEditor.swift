import Observation
import ReadingList

/// The edit sheet's state: the title being edited and whether it is being saved.
///
/// ``ReadingListModel`` creates one when the sheet is presented and drops it when the sheet
/// closes; the sheet binds its text field to ``draft``.
@MainActor
@Observable
public final class ReadingItemEditor: Identifiable {
    /// The item being edited, which also identifies the sheet.
    public let id: ReadingItem.ID
    /// The title being edited, which starts as the item's title.
    public var draft: String
    /// Whether a save is running.
    public internal(set) var isSaving = false

    /// Creates an editor for `item`, its draft starting as the item's title.
    public init(item: ReadingItem) {
        self.id = item.id
        self.draft = item.title
    }

    /// The draft without leading or trailing whitespace: the title that Save sends.
    public var trimmedDraft: String {
        let start = draft.drop(while: \.isWhitespace)
        return String(start.dropLast(start.reversed().prefix(while: \.isWhitespace).count))
    }

    /// Whether Save can be tapped: the trimmed draft is not empty and no save is running.
    public var isSaveEnabled: Bool { !trimmedDraft.isEmpty && !isSaving }
}
