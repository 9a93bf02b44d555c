import Foundation

/// Where docbuild's built-in theme is: the `Default` folder copied into this module's resource
/// bundle. Kept apart, since only a SwiftPM build of the module has `Bundle.module`.
enum DefaultTheme {
    static var directory: String? {
        Bundle.module.url(forResource: "Default", withExtension: nil)?.path
    }
}
