import ProtocolStore

/// The destinations a deep link can name in the recipes feature.
///
/// `recipes` is the list, `recipes/42` the detail of recipe 42, `recipes/42/edit` its editor.
public enum RecipeRoute: DeepLinkRoute, Equatable {
    case list
    case recipe(id: Int)
    case edit(id: Int)

    public init?(_ link: DeepLink) {
        let parts = link.components
        guard parts.first == "recipes" else { return nil }
        switch parts.count {
        case 1:
            self = .list
        case 2:
            guard let id = Int(parts[1]) else { return nil }
            self = .recipe(id: id)
        case 3 where parts[2] == "edit":
            guard let id = Int(parts[1]) else { return nil }
            self = .edit(id: id)
        default:
            return nil
        }
    }
}
