// swift-tools-version: 6.0
import PackageDescription

// A checking-only interface of the parts of Apple's SwiftUI, Combine and QuickLook that Quartet
// uses: every body traps. Never a dependency of the root package, never linked into an app; see
// README.md for what it checks and what it cannot.
let package = Package(
    name: "SwiftUIInterface",
    targets: [
        .target(name: "SwiftUI", path: "Sources/SwiftUI"),
        .target(name: "Combine", path: "Sources/Combine"),
        .target(name: "QuickLook", dependencies: ["SwiftUI"], path: "Sources/QuickLook"),
        .testTarget(
            name: "SwiftUIInterfaceTests",
            dependencies: ["SwiftUI", "Combine", "QuickLook"],
            exclude: ["Fixtures"]
        ),
    ],
    // Apple's SwiftUI is built in the Swift 5 language mode: in Swift 6 mode a `@MainActor`
    // function type would be mangled `@Sendable` too, and no USR with one would match Apple's.
    swiftLanguageModes: [.v5]
)
