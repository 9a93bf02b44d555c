// A scripted session on the account form, driven headlessly, with time moved by hand so that the
// transcript is the same on every run.
import InteractorAccountForm
import Interactors
import QuartetSupport

@MainActor
func runSession() async throws {
    let clock = TestClock()
    let service = InMemoryAccountService(clock: clock)
    let form = AccountFormViewModel(account: Account(name: "Ada", email: "ada@example.com"))
    let interactor = AccountFormInteractor(viewModel: form, service: service, clock: clock)
    let host = InteractorHost(
        interactor,
        setup: { $0.onAccountDeleted = { print("  app: signed out") } },
        onError: { error in
            print("  alert: \(error)")
            return true
        },
        onBusy: { print("  spinner: \($0 ? "on" : "off")") },
        onNavigation: { destination in
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
    func tap(_ title: String) {
        print("  tap \(title)")
        let buttons = host.modal?.content as? [DialogButton] ?? []
        buttons.first { $0.title == title }?.action()
        host.dismiss()
    }
    func wait(_ duration: Duration) async throws {
        print("  … \(duration) pass")
        await clock.waitForSleepers()
        await clock.advance(by: duration)
        // Every task the clock woke has returned, and every timer it made due has fired.
        try await interactor.settled()
    }

    host.appear()
    print("▶ Clear the name, mistype the email, tap Save")
    form.name = " "
    form.email = "ada@example"
    interactor.fieldChanged()
    interactor.save()
    print("  problems: \(AccountField.allCases.compactMap { form.problems[$0] })")

    print("▶ Fix both, tap Save twice")
    form.name = "Ada Lovelace"
    form.email = "ada@analytical.engine"
    interactor.fieldChanged()
    interactor.save()
    interactor.save()
    try await wait(.milliseconds(500))
    print("  saved: \(form.isSaved), on the server: \(await service.saved?.name ?? "nothing")")

    print("▶ Change the email to a taken one, tap Save")
    form.email = "grace@example.com"
    interactor.fieldChanged()
    await service.failNextCall(with: .emailTaken)
    interactor.save()
    try await wait(.milliseconds(500))
    print("  saved: \(form.isSaved)")

    print("▶ Tap Delete Account, then Cancel")
    interactor.deleteTapped()
    print("  screen: \(host.presented)")
    tap("Cancel")
    print("  deleted: \(await service.isDeleted)")

    print("▶ Tap Delete Account, then Delete")
    interactor.deleteTapped()
    tap("Delete")
    try await wait(.milliseconds(500))
    print("  deleted: \(await service.isDeleted)")
}

try await runSession()
