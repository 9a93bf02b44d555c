// A scripted session of the settings form, without a screen: each step writes a field the way
// its SwiftUI control would, then prints the stored settings.

import ProtocolStore
import StoreSettings

let settings = DefaultSettingsViewModel()
let form = SettingsForm(viewModel: settings)

@MainActor func show(_ step: String) {
    print(step)
    let nickname = settings.nickname.map { "\"\($0)\"" } ?? "none"
    print("   name: \(settings.username) (shown as \(form.displayName.wrappedValue)), nickname: \(nickname)")
    print(
        "   topics: \(settings.topics.joined(separator: ", ")), volume: \(settings.volume), font: \(settings.fontSize)"
    )
}

show("1. Initial settings")

form.username.wrappedValue = "grace hopper, rear admiral of the navy"
show("2. Type a long name: it is cut to 20 characters")

form.username.wrappedValue = "   "
show("3. Clear the name: a blank name is not stored")

form.hasNickname.wrappedValue = true
form.nickname.wrappedValue = "Amazing Grace"
show("4. Turn on the nickname and type one")

form.follows("concurrency").wrappedValue = true
form.follows("swift").wrappedValue = false
show("5. Follow concurrency, unfollow swift")

form.volume.wrappedValue = 0.8
form.fontSize.wrappedValue = 20.4
show("6. Drag the volume and font size sliders")

print("Change log:")
for change in settings.changeLog { print("   \(change)") }
