// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Collections",
    products: [
        .library(name: "Core", targets: ["Core"]),
        .library(name: "Umbrella", targets: ["Umbrella"]),
    ],
    targets: [
        .target(name: "Core"),
        .target(name: "Umbrella", dependencies: ["Core"]),
    ]
)
