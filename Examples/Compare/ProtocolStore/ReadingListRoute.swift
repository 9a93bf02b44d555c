import ProtocolStore
import ReadingList

/// The destinations a deep link can name on the reading-list screen: `items/42` opens item 42's
/// detail, `items/42/edit` opens it with the edit sheet.
///
/// It parses the link's path with ``ReadingListLink``, so the screen accepts exactly the links
/// that the rest of the app writes:
///
/// ```swift
/// print(ReadingListRoute("items/42/edit")?.link.opensEditor ?? false)  // Prints "true"
/// print(ReadingListRoute("settings") == nil)  // Prints "true"
/// ```
public struct ReadingListRoute: DeepLinkRoute, Hashable {
    /// The item and whether its editor opens.
    public let link: ReadingListLink

    /// Parses `items/<id>` or `items/<id>/edit`; `nil` for any other link.
    public init?(_ link: DeepLink) {
        guard let parsed = ReadingListLink(link.description) else { return nil }
        self.link = parsed
    }
}
