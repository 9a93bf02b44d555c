/// What can go wrong on the reading-list screen, with the text the screen shows for it.
public enum ReadingListError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The service could not be reached.
    case offline
    /// A deep link named an item that is not on the list, or was not a link this screen knows.
    case notFound(link: String)

    /// The message the screen shows, in a failed state or an alert.
    public var description: String {
        switch self {
        case .offline: "The reading list is offline."
        case .notFound(let link): "Nothing found at \(link)."
        }
    }

    /// The message for any error a screen catches: a ``ReadingListError``'s own text, or a generic
    /// one, so that every screen words the same failure the same way.
    public static func message(for error: any Error) -> String {
        (error as? ReadingListError)?.description ?? "Something went wrong."
    }
}
