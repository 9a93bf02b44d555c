import Observation
import Testing

@testable import Interactors

// CleanKit's README samples, verbatim but for the import line: they must compile against
// Interactors and do what the README says.

struct Post: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
}

protocol PostRepository: Sendable {
    func fetchPosts() async throws -> [Post]
}

struct StubPostRepository: PostRepository {
    var posts: [Post]
    func fetchPosts() async throws -> [Post] { posts }
}

enum HomeDestination { case detail(id: Int) }

@Observable @MainActor
final class HomeViewModel: NavigableViewModel {
    var navigation: NavigationIntent<HomeDestination>?
    var feed: Loadable<[Post]> = .idle  // per-content load state
}

@MainActor
final class HomeInteractor: Interactor<HomeViewModel> {
    // Inject whatever you like via a custom init — CleanKit is DI-agnostic.
    private let repository: PostRepository
    var analytics = Analytics()

    init(viewModel: HomeViewModel, repository: PostRepository) {
        self.repository = repository
        super.init(viewModel: viewModel)
    }

    // Called once, on the bound view's first appearance.
    override func prepare() {
        super.prepare()
        loadFeed()
    }

    func loadFeed() {
        load(\.feed) { try await repository.fetchPosts() }
    }

    func openDetail(_ id: Int) {
        let token = navigate(to: .detail(id: id))
        observe(token, .didAppear) { analytics.log("detail_shown") }
        observe(token, .minimumExposure(2)) { analytics.log("detail_impression") }  // visible ≥ 2s
        observe(token, .didDisappear) { analytics.log("detail_closed") }
    }
}

struct Analytics {
    var events: [String] = []
    mutating func log(_ event: String) { events.append(event) }
}

struct API: Sendable {
    func submit(_ form: String) async throws {}
}

@Observable @MainActor
final class FormViewModel: ViewModel {
    var text = "hello"
}

@MainActor
final class FormInteractor: Interactor<FormViewModel> {
    let api = API()
    var form: String { viewModel.text }
    var onSelect: ((Int) -> Void)?

    func submit() {
        asyncTask { try await api.submit(form) }
        // On failure the error is routed to the interactor's error handlers (see below).
        // Guarded by the interactor's busy flag: a second call while busy is ignored.
    }
}

@MainActor
struct CleanKitReadmeTests {
    @Test func theCompleteScreenLoadsItsFeedOnFirstAppearanceAndTracksTheDetail() async throws {
        let posts = [Post(id: 1, title: "Hello")]
        let interactor = HomeInteractor(
            viewModel: HomeViewModel(), repository: StubPostRepository(posts: posts))
        let host = InteractorHost(interactor) { destination in
            switch destination {
            case .detail(let id): .push { "DetailView(id: \(id))" }
            }
        }
        host.appear()
        #expect(interactor.viewModel.feed == .loading)
        try await interactor.settled()
        #expect(interactor.viewModel.feed == .loaded(posts))
        interactor.openDetail(1)
        #expect(host.stack.map(\.description) == ["push detail(id: 1)"])
        host.dismiss()
        #expect(interactor.analytics.events == ["detail_shown", "detail_closed"])
    }

    @Test func submitIsIgnoredWhileBusy() async throws {
        let interactor = FormInteractor(viewModel: FormViewModel())
        var busy: [Bool] = []
        let host = InteractorHost(interactor, setup: { $0.onSelect = { _ in } }, onBusy: { busy.append($0) })
        host.appear()
        interactor.submit()
        interactor.submit()
        #expect(busy == [true])
        try await interactor.settled()
        #expect(busy == [true, false])
    }
}
