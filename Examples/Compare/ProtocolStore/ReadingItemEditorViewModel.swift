import Foundation
import Observation
import ProtocolStore
import ReadingList

/// What the edit sheet needs: the draft title, whether it can be saved, and save or cancel.
public protocol ReadingItemEditorViewModel: ViewModel {
    /// The item being edited.
    var itemID: ReadingItem.ID { get }
    /// The title being edited; the text field binds to it.
    var draft: String { get set }
    /// Whether Save can be tapped: the trimmed draft is not empty and no save is running.
    var isSaveEnabled: Bool { get }
    /// Whether a save is running.
    var isSaving: Bool { get }

    /// The user taps Save; ignored while Save is disabled.
    func save()
    /// The user taps Cancel: the sheet closes and nothing changes.
    func cancel()
}

/// The live editor: renames the item through the service, then reports the saved item.
///
/// A failed save is reported and leaves the draft as it was, so the sheet stays open with it. The
/// save is a task in its `TaskBag` that holds it weakly: closing the sheet cancels it.
@Observable
public final class DefaultReadingItemEditorViewModel: ReadingItemEditorViewModel {
    public let itemID: ReadingItem.ID
    public var draft: String
    public private(set) var isSaving = false

    @ObservationIgnored private let tasks = TaskBag()
    private let service: any ReadingListService
    private let onSaved: (ReadingItem) -> Void
    private let onFailure: (String) -> Void
    private let onClose: () -> Void

    /// - Parameters:
    ///   - item: The item to edit; the draft starts as its title.
    ///   - service: Where the new title is saved.
    ///   - onSaved: Called with the saved item; the coordinator shows it and closes the sheet.
    ///   - onFailure: Called with the message of a failed save; the coordinator shows the alert.
    ///   - onClose: Called on Cancel; the coordinator closes the sheet.
    public init(
        item: ReadingItem, service: any ReadingListService,
        onSaved: @escaping (ReadingItem) -> Void,
        onFailure: @escaping (String) -> Void,
        onClose: @escaping () -> Void
    ) {
        self.itemID = item.id
        self.draft = item.title
        self.service = service
        self.onSaved = onSaved
        self.onFailure = onFailure
        self.onClose = onClose
    }

    private var trimmedDraft: String { draft.trimmingCharacters(in: .whitespacesAndNewlines) }

    public var isSaveEnabled: Bool { !isSaving && !trimmedDraft.isEmpty }

    // region: save
    public func save() {
        guard isSaveEnabled else { return }
        isSaving = true
        let id = itemID
        let title = trimmedDraft
        let task = Task { [weak self, service] in
            do {
                let saved = try await service.rename(itemID: id, to: title)
                guard let self, !Task.isCancelled else { return }
                self.isSaving = false
                self.onSaved(saved)
            } catch {
                guard let self, !Task.isCancelled else { return }
                self.isSaving = false
                self.onFailure(ReadingListError.message(for: error))
            }
        }
        tasks.insert(task)
    }
    // endregion

    public func cancel() {
        onClose()
    }
}
