// swift-tools-version: 6.0
import PackageDescription

// Quartet: four SwiftUI screen architectures, implemented side by side, and the doc engine that
// proves every sample on the site. Layout and conventions: DESIGN.md §3.

/// One pattern module, laid out by convention so that each pattern is declared in one line:
///
/// - `Sources/<module>/` (its `SwiftUI/` folder compiles only where SwiftUI exists),
///   tested by `Tests/<module>Tests/`;
/// - each example `Examples/<module>/<Example>/`: its logic and `SwiftUI/` views form the library
///   target `<Example>`, `Demo/main.swift` is the executable `<example>-demo`, and its tests are
///   `Tests/Examples/<Example>Tests/`;
/// - an optional benchmark `Benchmarks/<module>Benchmark/`, the executable `<module>-benchmark`.
struct Pattern {
    var module: String
    var examples: [String] = []
    var hasBenchmark = false

    var targets: [Target] {
        var targets: [Target] = [
            .target(name: module, dependencies: ["QuartetSupport"]),
            .testTarget(name: "\(module)Tests", dependencies: [.byName(name: module), "QuartetSupport"]),
        ]
        for example in examples {
            let folder = "Examples/\(module)/\(example)"
            targets += [
                .target(
                    name: example,
                    dependencies: [.byName(name: module), "QuartetSupport"],
                    path: folder,
                    exclude: ["Demo", "README.md"]
                ),
                .executableTarget(
                    name: "\(example.lowercased())-demo",
                    dependencies: [.byName(name: example), .byName(name: module), "QuartetSupport"],
                    path: "\(folder)/Demo"
                ),
                .testTarget(
                    name: "\(example)Tests",
                    dependencies: [.byName(name: example), .byName(name: module), "QuartetSupport"],
                    path: "Tests/Examples/\(example)Tests"
                ),
            ]
        }
        if hasBenchmark {
            targets.append(
                .executableTarget(
                    name: "\(module)Benchmark",
                    dependencies: [.byName(name: module), "QuartetSupport"],
                    path: "Benchmarks/\(module)Benchmark"
                )
            )
        }
        return targets
    }

    var products: [Product] {
        var products: [Product] = [.library(name: module, targets: [module])]
        products += examples.map {
            .executable(name: "\($0.lowercased())-demo", targets: ["\($0.lowercased())-demo"])
        }
        if hasBenchmark {
            products.append(
                .executable(name: "\(module.lowercased())-benchmark", targets: ["\(module)Benchmark"]))
        }
        return products
    }
}

// MARK: - The four patterns
// Each pattern joins `patterns` once its module exists.

var patterns: [Pattern] = []

let interactors = Pattern(
    module: "Interactors", examples: ["InteractorFeed", "InteractorAccountForm"], hasBenchmark: true)
patterns.append(interactors)

let reducerPipeline = Pattern(
    module: "ReducerPipeline", examples: ["PipelineCounter", "PipelineSearch"], hasBenchmark: true)
patterns.append(reducerPipeline)

let protocolStore = Pattern(
    module: "ProtocolStore", examples: ["StoreRecipes", "StoreSettings"], hasBenchmark: true)
patterns.append(protocolStore)

let contextStore = Pattern(
    module: "ContextStore", examples: ["DiaryEntryEditor", "SharedDiary"], hasBenchmark: true)
patterns.append(contextStore)

// MARK: - Shared support: TestClock, ObservationProbe, Accessor

let support: [Target] = [
    .target(name: "QuartetSupport"),
    .testTarget(name: "QuartetSupportTests", dependencies: ["QuartetSupport"]),
    // Checks what can be checked of the SwiftUI layer off Apple platforms: guards and syntax.
    .testTarget(name: "SwiftUILayerTests"),
]

// MARK: - docbuild

let ccmark: [Target] = [
    .systemLibrary(
        name: "Ccmark",
        pkgConfig: "libcmark",
        providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
    )
]

let docbuild: [Target] = [
    .target(name: "DocBuildKit", dependencies: ["Ccmark"]),
    .executableTarget(name: "docbuild", dependencies: ["DocBuildKit"]),
    .testTarget(name: "DocBuildKitTests", dependencies: ["DocBuildKit"], exclude: ["Fixtures"]),
    .testTarget(name: "DocBuildEndToEndTests", dependencies: ["docbuild"], exclude: ["Fixtures"]),
    .executableTarget(
        name: "DocBuildBenchmark", dependencies: ["DocBuildKit"], path: "Benchmarks/DocBuildBenchmark"),
    .executableTarget(name: "SiteBenchmark", dependencies: ["DocBuildKit"], path: "Benchmarks/SiteBenchmark"),
]

let docbuildProducts: [Product] = [
    .executable(name: "docbuild", targets: ["docbuild"]),
    .executable(name: "docbuild-benchmark", targets: ["DocBuildBenchmark"]),
    .executable(name: "site-benchmark", targets: ["SiteBenchmark"]),
]

// MARK: - The package

let package = Package(
    name: "Quartet",
    // Mutex (Synchronization) needs these releases; Observation alone would need one fewer.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [.library(name: "QuartetSupport", targets: ["QuartetSupport"])]
        + patterns.flatMap(\.products) + docbuildProducts,
    targets: support + patterns.flatMap(\.targets) + ccmark + docbuild,
    swiftLanguageModes: [.v6]
)
