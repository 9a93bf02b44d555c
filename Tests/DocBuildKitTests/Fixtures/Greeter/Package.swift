// swift-tools-version: 6.0
// A tiny library for docbuild's tests: samples in the fixture articles import it.
import PackageDescription

let package = Package(
    name: "Greeter",
    products: [.library(name: "Greeter", targets: ["Greeter"])],
    targets: [.target(name: "Greeter")],
    swiftLanguageModes: [.v6]
)
