#if canImport(SwiftUI)
    import Interactors
    import ReadingList
    import SwiftUI

    /// The pushed detail: the item the view model has opened, with Edit.
    ///
    /// It reads the item from the view model rather than taking it as a value, so that a save, or
    /// a deep link to another item, shows in the detail already on screen.
    struct ReadingItemDetailView: View {
        let interactor: ReadingListInteractor

        var body: some View {
            if let item = interactor.viewModel.openedItem {
                VStack(alignment: .leading, spacing: 8) {
                    Text(item.title).font(.title)
                    Text(item.author).foregroundStyle(.secondary)
                }
                .padding()
                .navigationTitle(item.title)
                .toolbar {
                    Button("Edit") { interactor.edit() }
                }
            }
        }
    }
#endif
