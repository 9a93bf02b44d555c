import ProtocolStore
import QuartetSupport
import StoreSettings
import Testing

@MainActor
@Suite struct SettingsFormTests {
    let settings = DefaultSettingsViewModel(username: "ada", topics: ["swift"])
    var form: SettingsForm { SettingsForm(viewModel: settings) }

    @Test func usernameIsCutTo20Characters() {
        form.username.wrappedValue = String(repeating: "x", count: 30)
        #expect(settings.username == String(repeating: "x", count: 20))
    }

    @Test func aBlankUsernameIsDroppedAndNotLogged() {
        form.username.wrappedValue = "  "
        #expect(settings.username == "ada")
        #expect(settings.changeLog.isEmpty)
    }

    @Test func aUsernameChangeIsLoggedWithTheOldValueBeforeItIsStored() {
        form.username.wrappedValue = "grace"
        #expect(settings.changeLog == ["username ada → grace"])
    }

    @Test func displayNameIsCapitalisedOnReadOnly() {
        #expect(form.displayName.wrappedValue == "Ada")
        form.displayName.wrappedValue = "grace"
        #expect(settings.username == "grace")
    }

    @Test func nicknameSwitchCreatesAndClearsTheNickname() {
        #expect(form.hasNickname.wrappedValue == false)
        form.hasNickname.wrappedValue = true
        #expect(settings.nickname == "")
        form.nickname.wrappedValue = "Countess"
        #expect(settings.nickname == "Countess")
        form.hasNickname.wrappedValue = false
        #expect(settings.nickname == nil)
    }

    @Test func topicSwitchesAddAndRemoveTopics() {
        #expect(allTopics.map { form.follows($0).wrappedValue } == [true, false, false])
        form.follows("concurrency").wrappedValue = true
        form.follows("swiftui").wrappedValue = true
        form.follows("swift").wrappedValue = false
        #expect(settings.topics == ["concurrency", "swiftui"])
        // Turning on a topic already followed does not add it twice.
        form.follows("swiftui").wrappedValue = true
        #expect(settings.topics == ["concurrency", "swiftui"])
    }

    @Test func volumeChangesAreLoggedAfterTheyAreStored() {
        form.volume.wrappedValue = 0.25
        #expect(settings.volume == 0.25)
        #expect(settings.changeLog == ["volume 25%"])
    }

    @Test func aVolumeOutOfRangeTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                SettingsForm(viewModel: DefaultSettingsViewModel()).volume.wrappedValue = 1.5
            }
        }
    }

    @Test func fontSizeIsEditedAsADoubleAndStoredWhole() {
        #expect(form.fontSize.wrappedValue == 17)
        form.fontSize.wrappedValue = 20.6
        #expect(settings.fontSize == 21)
    }

    @Test func aFieldWriteInvalidatesAViewThatShowsIt() async {
        let form = self.form
        let probe = ObservationProbe { _ = form.displayName.wrappedValue }
        form.username.wrappedValue = "grace"
        await probe.nextRender()
        #expect(probe.invalidationCount == 1)
    }
}
