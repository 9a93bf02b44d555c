// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Commands",
    products: [.library(name: "Greeting", targets: ["Greeting"])],
    targets: [.target(name: "Greeting")]
)
