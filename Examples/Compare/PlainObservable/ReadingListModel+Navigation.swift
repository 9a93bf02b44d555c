import ReadingList

extension ReadingListModel {
    /// How long a detail stays on screen, uninterrupted, before it counts as an impression.
    public static let impressionDelay = Duration.seconds(2)

    /// The item with id `id` as the screen knows it now, so that a detail shows a saved title.
    public func item(withID id: ReadingItem.ID) -> ReadingItem? {
        allItems.first { $0.id == id } ?? items.first { $0.id == id }
    }

    /// Records an impression for item `id` once ``impressionDelay`` has passed; nothing when the
    /// task is cancelled first. Call it from the detail's `.task`, which SwiftUI cancels when the
    /// detail is popped.
    public func detailAppeared(_ id: ReadingItem.ID) async {
        do {
            try await clock.sleep(for: Self.impressionDelay)
        } catch {
            return
        }
        service.recordImpression(itemID: id)
    }

    // region: deep-link
    /// Opens a deep link: `items/42` pushes item 42's detail, `items/42/edit` also presents its
    /// edit sheet, replacing whatever was pushed. A link to an item that is not loaded, or any
    /// other text, shows the alert `Nothing found at <link>.` and changes nothing else.
    ///
    /// Call it from `.onOpenURL` with the URL's path.
    public func open(_ link: String) {
        guard let parsed = ReadingListLink(link), let item = allItems.first(where: { $0.id == parsed.itemID })
        else {
            alertMessage = ReadingListError.message(for: ReadingListError.notFound(link: link))
            return
        }
        path = [item.id]
        if parsed.opensEditor {
            edit(item.id)
        } else {
            cancelEditing()
        }
    }
    // endregion
}
