import ProtocolStore

// XUI's README view model, written against ProtocolStore: only `@Observable` replaces
// `ObservableObject`/`@Published`, and `import ProtocolStore` is the one import it needs.

protocol MyViewModel: ViewModel {
    var text: String { get set }
    var detailViewModel: (any DetailViewModel)? { get set }
    func open()
}

protocol DetailViewModel: ViewModel {
    var title: String { get }
}

@Observable
final class DefaultMyViewModel: MyViewModel {
    var text: String
    var detailViewModel: (any DetailViewModel)?
    private(set) var openCount = 0

    init(text: String = "") { self.text = text }

    func open() {
        openCount += 1
        detailViewModel = DefaultDetailViewModel(title: text)
    }

    var children: [any DeepLinkable] {
        detailViewModel
    }
}

@Observable
final class PreviewMyViewModel: MyViewModel {
    var text = "Preview"
    var detailViewModel: (any DetailViewModel)?
    func open() {}
}

@Observable
final class DefaultDetailViewModel: DetailViewModel {
    let title: String
    init(title: String) { self.title = title }
}

/// A view as it is on Linux: a struct holding its view model with `@Store`.
struct MyView {
    @Store var viewModel: MyViewModel
}

/// A named node whose children are set by the test, to build arbitrary trees and cycles.
@MainActor
final class Node: DeepLinkable, CustomStringConvertible {
    let name: String
    var nodes: [Node] = []
    private(set) var childrenReads = 0

    init(_ name: String, _ nodes: [Node] = []) {
        self.name = name
        self.nodes = nodes
    }

    var children: [any DeepLinkable] {
        childrenReads += 1
        return nodes
    }

    nonisolated var description: String { name }
}

/// A node with the name `"target"` to search for by type.
@MainActor
final class Target: DeepLinkable {
    let name: String
    init(_ name: String) { self.name = name }
}

/// A view model that lists itself as its child: the smallest cycle.
@Observable
final class Looping: ViewModel {
    var children: [any DeepLinkable] { self }
}
