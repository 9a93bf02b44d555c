// swift-tools-version: 6.0
// A fixture for the site's tests: never built, only read (SiteStage requires a Package.swift).
import PackageDescription

let package = Package(name: "Book", targets: [.target(name: "Tally")])
