import ReadingList

extension ReadingListModel {
    /// Presents the edit sheet for item `id`, its draft starting as the item's title. Call it from
    /// the detail's Edit button.
    public func edit(_ id: ReadingItem.ID) {
        guard let item = item(withID: id) else { return }
        saveTask?.cancel()
        editor = ReadingItemEditor(item: item)
    }

    // region: save
    /// Saves the trimmed draft; ignored while Save is disabled (an empty draft, or a save already
    /// running). On success the sheet closes and the list and the detail show the saved item; on
    /// failure an alert shows the error and the sheet keeps the draft.
    ///
    /// Call it from the sheet's Save button; the model owns the save, so there is nothing to await.
    public func save() {
        guard let editor, editor.isSaveEnabled else { return }
        editor.isSaving = true
        let id = editor.id
        let title = editor.trimmedDraft
        saveTask = Task { [weak self, weak editor, service] in
            do {
                let saved = try await service.rename(itemID: id, to: title)
                self?.saved(saved)
            } catch is CancellationError {
            } catch {
                editor?.isSaving = false
                self?.alertMessage = ReadingListError.message(for: error)
            }
        }
    }
    // endregion

    /// Closes the edit sheet without saving, cancelling a save still running. Call it from the
    /// sheet's Cancel button, and when the sheet is swiped away.
    public func cancelEditing() {
        saveTask?.cancel()
        saveTask = nil
        editor = nil
    }

    private func saved(_ item: ReadingItem) {
        for index in allItems.indices where allItems[index].id == item.id { allItems[index] = item }
        for index in items.indices where items[index].id == item.id { items[index] = item }
        saveTask = nil
        editor = nil
    }
}
