import ReadingList

extension ReadingListModel {
    /// What happened on the screen, as the views report it.
    public enum Action: Sendable, Equatable {
        /// The list appeared; the first appearance loads it.
        case screenAppeared
        /// Retry was tapped on the failed list.
        case retryTapped
        /// The list was pulled to refresh.
        case refreshPulled
        /// The search field's text became this.
        case searchTextChanged(String)
        /// The search text stayed unchanged for the debounce interval; derived by
        /// `transform(action:)`, never sent by a view.
        case typingPaused(String)
        /// An item in the list was tapped.
        case itemTapped(ReadingItem.ID)
        /// The detail was popped (back button or swipe).
        case backTapped
        /// Edit was tapped on the detail.
        case editTapped
        /// The edit sheet's title field's text became this.
        case draftChanged(String)
        /// Save was tapped on the edit sheet.
        case saveTapped
        /// Cancel was tapped, or the sheet was swiped away.
        case cancelTapped
        /// The alert was dismissed.
        case alertDismissed
        /// The app was asked to open a link, given as its path: `items/42/edit`.
        case linkOpened(String)
    }

    /// A change to the state, produced by `mutate` and applied by `reduce`.
    public enum Mutation: Sendable, Equatable {
        /// The first load or a retry began.
        case loadStarted
        /// The load returned these items.
        case loadFinished([ReadingItem])
        /// The load failed with this message.
        case loadFailed(String)
        /// A pull to refresh began.
        case refreshStarted
        /// The refresh of `query` returned these items.
        case refreshFinished([ReadingItem], query: String)
        /// The refresh failed with this message.
        case refreshFailed(String)
        /// The search text changed; an empty one shows the full list again.
        case queryChanged(String)
        /// The search for `query` returned these items.
        case searchFinished([ReadingItem], query: String)
        /// The search failed with this message.
        case searchFailed(String)
        /// This item's detail was pushed, with its edit sheet when `editing`.
        case detailPushed(ReadingItem, editing: Bool)
        /// The detail was popped.
        case detailPopped
        /// The edit sheet was presented with the item's title.
        case editorPresented
        /// The edit sheet's draft changed.
        case draftChanged(String)
        /// A save began.
        case saveStarted
        /// The item was saved as this.
        case saveFinished(ReadingItem)
        /// The save failed with this message.
        case saveFailed(String)
        /// The edit sheet was closed without saving.
        case editorDismissed
        /// An alert with this message was shown.
        case alertShown(String)
        /// The alert was dismissed.
        case alertDismissed
    }
}
