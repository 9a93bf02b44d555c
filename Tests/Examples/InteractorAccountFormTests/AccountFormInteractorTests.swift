import InteractorAccountForm
import Interactors
import QuartetSupport
import Testing

@MainActor
final class AccountFormInteractorTests {
    let clock = TestClock()
    let service: InMemoryAccountService
    let form = AccountFormViewModel(account: Account(name: "Ada", email: "ada@example.com"))
    let interactor: AccountFormInteractor
    var host: InteractorHost<AccountFormInteractor, AccountFormViewModel>!
    var log: [String] = []

    init() {
        service = InMemoryAccountService(clock: clock)
        interactor = AccountFormInteractor(viewModel: form, service: service, clock: clock)
        host = InteractorHost(
            interactor,
            setup: { [unowned self] in $0.onAccountDeleted = { self.log.append("deleted") } },
            onError: { [unowned self] error in
                log.append("error \(error)")
                return true
            },
            onBusy: { [unowned self] in log.append("busy \($0)") },
            onNavigation: { [interactor] destination in
                switch destination {
                case .confirmDelete:
                    .confirmationDialog("Delete your account?") {
                        [
                            DialogButton("Delete", role: .destructive) { interactor.deleteConfirmed() },
                            DialogButton("Cancel", role: .cancel),
                        ]
                    }
                case .accountDeleted:
                    .perform { interactor.onAccountDeleted?() }
                }
            }
        )
        host.appear()
    }

    func pass(_ duration: Duration) async throws {
        await clock.waitForSleepers()
        await clock.advance(by: duration)
        try await interactor.settled()
    }

    func tap(_ title: String) {
        let buttons = host.modal?.content as? [DialogButton] ?? []
        buttons.first { $0.title == title }?.action()
        host.dismiss()
    }

    @Test func invalidFieldsAreReportedAndNothingIsSaved() async throws {
        form.name = "  "
        form.email = "ada.example.com"
        interactor.save()
        #expect(form.problems == [.name: "Enter your name.", .email: "Enter a valid email address."])
        #expect(!interactor.isBusy)
        #expect(log.isEmpty)
    }

    @Test func fixingAFieldClearsItsProblemAsTheUserTypes() {
        form.email = "nope"
        interactor.validate()
        form.email = "ada@example.org"
        interactor.fieldChanged()
        #expect(form.problems.isEmpty)
    }

    @Test func savingReportsBusyThenSaves() async throws {
        form.name = "Ada Lovelace"
        interactor.save()
        #expect(log == ["busy true"])
        try await pass(.milliseconds(500))
        #expect(log == ["busy true", "busy false"])
        #expect(form.isSaved)
        #expect(await service.saved == Account(name: "Ada Lovelace", email: "ada@example.com"))
    }

    @Test func aSecondSaveWhileSavingIsIgnored() async throws {
        interactor.save()
        interactor.save()
        try await pass(.milliseconds(500))
        #expect(clock.sleeperCount == 0)
        #expect(log == ["busy true", "busy false"])
    }

    @Test func aServerErrorGoesToTheErrorHandlerAndLeavesTheFormUnsaved() async throws {
        await service.failNextCall(with: .emailTaken)
        interactor.save()
        try await pass(.milliseconds(500))
        #expect(log == ["busy true", "busy false", "error That email address is already in use."])
        #expect(!form.isSaved)
    }

    @Test func editingAfterASaveMarksTheFormUnsaved() async throws {
        interactor.save()
        try await pass(.milliseconds(500))
        form.name = "Grace"
        interactor.fieldChanged()
        #expect(!form.isSaved)
    }

    @Test func deleteAsksForConfirmationFirst() async throws {
        interactor.deleteTapped()
        #expect(host.modal?.description == #"confirmationDialog("Delete your account?") confirmDelete"#)
        #expect(await !service.isDeleted)
    }

    @Test func cancellingTheDialogDeletesNothing() async throws {
        interactor.deleteTapped()
        tap("Cancel")
        #expect(host.modal == nil)
        #expect(await !service.isDeleted)
        #expect(log.isEmpty)
    }

    @Test func confirmingDeletesAndHandsOverToThePresentingScreen() async throws {
        interactor.deleteTapped()
        tap("Delete")
        #expect(host.modal == nil)
        try await pass(.milliseconds(500))
        #expect(await service.isDeleted)
        #expect(log == ["busy true", "busy false", "deleted"])
        #expect(host.presented.isEmpty)
    }

    @Test func aFailedDeleteStaysOnTheForm() async throws {
        await service.failNextCall(with: .offline)
        interactor.deleteTapped()
        tap("Delete")
        try await pass(.milliseconds(500))
        #expect(log == ["busy true", "busy false", "error You're offline."])
    }
}
