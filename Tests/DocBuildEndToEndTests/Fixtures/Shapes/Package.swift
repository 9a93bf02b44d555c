// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Shapes",
    platforms: [.macOS(.v13), .iOS("16.4")],
    products: [
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Units", targets: ["Units"]),
    ],
    targets: [
        .target(name: "Geometry"),
        .target(name: "Units"),
    ]
)
