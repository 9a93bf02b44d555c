// swift-tools-version: 6.0
import PackageDescription

// Quartet: four SwiftUI screen architectures, implemented side by side, and the doc engine that
// proves every sample on the site. The layout is the README's "Layout" section.

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
            .testTarget(
                name: "\(module)Tests",
                dependencies: [.byName(name: module), "QuartetSupport", "LoadTestSupport", "TestSupport"]),
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

    /// The module's library, and its benchmark. The examples and their demos are no products: a
    /// reader copies an example into modules named as its imports say, and SwiftPM rejects a
    /// package graph in which a dependency's product reaches a target of the same name. Here, in
    /// the root package, `swift run <example>-demo` runs a demo all the same.
    var products: [Product] {
        var products: [Product] = [.library(name: module, targets: [module])]
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

// MARK: - Compare: the reading-list screen, five ways

/// One implementation of the reading-list screen under `Examples/Compare/<folder>/`: the library
/// target `<folder>ReadingList` (its logic and `SwiftUI/` views) over the shared `ReadingList`
/// domain and at most one Quartet module; the demo `<folder>-demo` (lowercased, the examples'
/// convention, which the doc site's Examples page relies on); and its driver
/// for the one spec, `<folder>Driver`, from `Examples/Compare/Drivers/<folder>/`.
struct ReadingListImplementation {
    var folder: String
    var module: String?

    var library: String { "\(folder)ReadingList" }
    var demo: String { "\(folder.lowercased())-demo" }
    var driver: String { "\(folder)Driver" }

    var targets: [Target] {
        let dependencies: [Target.Dependency] = ["ReadingList"] + (module.map { [.byName(name: $0)] } ?? [])
        return [
            .target(
                name: library, dependencies: dependencies, path: "Examples/Compare/\(folder)",
                exclude: ["Demo", "README.md"]),
            .executableTarget(
                name: demo, dependencies: [.byName(name: library), "QuartetSupport"] + dependencies,
                path: "Examples/Compare/\(folder)/Demo"),
            .target(
                name: driver, dependencies: ["CompareDriving", .byName(name: library)] + dependencies,
                path: "Examples/Compare/Drivers/\(folder)"),
        ]
    }
}

let readingLists = [
    ReadingListImplementation(folder: "PlainObservable"),
    ReadingListImplementation(folder: "Interactors", module: "Interactors"),
    ReadingListImplementation(folder: "ReducerPipeline", module: "ReducerPipeline"),
    ReadingListImplementation(folder: "ProtocolStore", module: "ProtocolStore"),
    ReadingListImplementation(folder: "ContextStore", module: "ContextStore"),
]

let allDrivers: [Target.Dependency] = readingLists.map { .byName(name: $0.driver) }

let compare: [Target] =
    [
        .target(
            name: "ReadingList", dependencies: ["QuartetSupport"], path: "Examples/Compare/ReadingList",
            exclude: ["Demo", "README.md"]),
        .executableTarget(
            name: "readinglist-demo", dependencies: ["ReadingList", "QuartetSupport"],
            path: "Examples/Compare/ReadingList/Demo"),
        // The seam between the one spec and the five implementations.
        .target(
            name: "CompareDriving", dependencies: ["ReadingList", "QuartetSupport"],
            path: "Examples/Compare/Drivers/Driving"),
    ]
    + readingLists.flatMap(\.targets)
    + [
        .target(
            name: "ReadingListCatalog",
            dependencies: ["CompareDriving", "ReadingList", "QuartetSupport"] + allDrivers,
            path: "Examples/Compare/Drivers/Catalog"),
        .testTarget(
            name: "CompareTests",
            dependencies: ["ReadingListCatalog", "CompareDriving", "ReadingList", "QuartetSupport"]),
        // Counts heap allocations for compare-benchmark; never linked into anything else.
        .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
        .executableTarget(
            // Named as it is run, `swift run -c release compare-benchmark`: it is no product (see
            // the note below), and the root package's implicit executable product takes the
            // target's name.
            name: "compare-benchmark",
            dependencies: [
                "ReadingListCatalog", "CompareDriving", "ReadingList", "QuartetSupport", "AllocationCounter",
            ],
            path: "Benchmarks/CompareBenchmark"),
    ]

// The Compare examples, their drivers, demos and benchmark are no products, for the reason
// Pattern.products gives; docbuild's samples import them all the same.

// MARK: - Shared support: TestClock, ObservationProbe, Accessor

let support: [Target] = [
    .target(name: "QuartetSupport"),
    .testTarget(name: "QuartetSupportTests", dependencies: ["QuartetSupport"]),
    // The suite's slots for heavy work, its bounded waits and its child processes
    // (Tests/README.md); test-only, never a product.
    .target(name: "TestSupport", dependencies: ["QuartetSupport"], path: "Tests/TestSupport"),
    .testTarget(name: "TestSupportTests", dependencies: ["TestSupport", "QuartetSupport"]),
    // What the modules' load tests share; test-only, never a product.
    .target(
        name: "LoadTestSupport", dependencies: ["QuartetSupport", "MainActorWatchdogStart", "TestSupport"],
        path: "Tests/LoadTestSupport"),
    // Starts LoadTestSupport's main-actor watchdog as a test process starts (a C constructor),
    // when scripts/main-actor-watchdog asks for it.
    .target(name: "MainActorWatchdogStart", path: "Tests/MainActorWatchdogStart"),
    // Checks what can be checked of the SwiftUI layer off Apple platforms: guards and syntax.
    .testTarget(name: "SwiftUILayerTests", dependencies: ["LoadTestSupport", "TestSupport"]),
]

// MARK: - docbuild

// cmark-gfm, GitHub's fork of cmark, with its table, strikethrough, autolink and tasklist
// extensions: the Markdown that GitHub and DocC (through swift-markdown) read.
let ccmark: [Target] = [
    .systemLibrary(
        name: "CcmarkGFM",
        path: "Sources/DocBuild/CcmarkGFM",
        pkgConfig: "libcmark-gfm",
        providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
    )
]

// docbuild's engine, in layers whose dependencies point one way (as SwiftPM's own Basics →
// PackageModel → … → Commands), so that a wrong arrow is a compile error and this list is the
// architecture; `Sources/DocBuild/DocBuildKit/README.md` draws it, and a test holds the two
// together. docbuild's targets are all under `Sources/DocBuild/`, apart from the patterns'.
// QuartetSupport for Lock: ThreadSanitizer sees it, as it does not see Mutex on Linux.
let docbuildLayers: [(name: String, dependencies: [Target.Dependency])] = [
    // Diagnostics and their identifiers, usage and environment errors, paths, escaping, the
    // concurrent maps: what every layer uses, knowing nothing of Markdown or Swift.
    ("DocBasics", ["QuartetSupport"]),
    // `docbuild preview`'s plumbing: a loopback HTTP/1.1 server with Server-Sent Events, and file
    // watching (inotify on Linux). It knows nothing of documentation.
    ("DocServer", ["QuartetSupport"]),
    // The one door to cmark-gfm and the immutable tree it returns; its plain text and slugs;
    // includes and placeholders; DocC catalogs' Markdown.
    ("DocMarkdown", ["DocBasics", "CcmarkGFM", "QuartetSupport"]),
    // Swift source as tokens and scopes, and as highlighted HTML.
    ("SwiftHighlighting", ["DocBasics"]),
    // Fences, samples, `// Prints`, verification of output, included regions; the example catalog.
    ("Doctest", ["SwiftHighlighting", "DocMarkdown", "DocBasics"]),
    // Processes, the scratch package, builds, type-checks, runs, the cache, symbol graph extraction.
    ("SampleToolchain", ["Doctest", "DocMarkdown", "DocBasics", "QuartetSupport"]),
    // Symbol graphs, doc comments, the API reference's model, coverage.
    ("SymbolReference", ["Doctest", "SwiftHighlighting", "DocMarkdown", "DocBasics", "QuartetSupport"]),
    // Renders values into pages, search and theme, checks the site's links, and is the one
    // writer. It never builds, runs or reads symbol graphs from disk: it has no toolchain.
    ("DocSite", ["SymbolReference", "Doctest", "SwiftHighlighting", "DocMarkdown", "DocBasics"]),
    // The workspace, options, configuration, stages and the report: the only layer that chains
    // the others.
    (
        "DocBuildKit",
        [
            "DocSite", "SymbolReference", "SampleToolchain", "Doctest", "SwiftHighlighting", "DocMarkdown",
            "DocServer", "DocBasics", "QuartetSupport",
        ]
    ),
]

let docbuildLayerNames: [Target.Dependency] = docbuildLayers.map { .target(name: $0.name) }

let docbuild: [Target] =
    docbuildLayers.map { layer in
        switch layer.name {
        case "DocSite":
            .target(
                name: layer.name, dependencies: layer.dependencies, path: "Sources/DocBuild/\(layer.name)",
                resources: [.copy("Theme/Default")])
        case "DocBuildKit":
            // CommandLine.md is `docbuild --help-markdown`, which the articles include.
            .target(
                name: layer.name, dependencies: layer.dependencies, path: "Sources/DocBuild/\(layer.name)",
                exclude: ["README.md", "CommandLine.md"])
        default:
            .target(
                name: layer.name, dependencies: layer.dependencies, path: "Sources/DocBuild/\(layer.name)")
        }
    } + [
        .executableTarget(name: "docbuild", dependencies: ["DocBuildKit"], path: "Sources/DocBuild/docbuild"),
        // `swift package docbuild …`: runs docbuild on the package that runs the command.
        .plugin(
            name: "DocbuildPlugin",
            capability: .command(
                intent: .custom(
                    verb: "docbuild", description: "Check the package's documentation and build its site")),
            dependencies: ["docbuild"]),
        .testTarget(
            name: "DocBuildKitTests", dependencies: docbuildLayerNames + ["QuartetSupport", "TestSupport"],
            exclude: ["Fixtures"]),
    ]
    // One test target per lower layer (`<Layer>Tests/`), which can import that layer and the layers
    // below it and nothing above: so a layer is tested as a layer, and its tests cannot lean on the
    // engine. DocBuildKitTests tests the top layer, and whole checks of fixture packages.
    + docbuildLayers.filter { $0.name != "DocBuildKit" }.map { layer in
        .testTarget(
            name: "\(layer.name)Tests",
            dependencies: [.target(name: layer.name)] + layer.dependencies + ["TestSupport"],
            exclude: layer.name == "DocSite" ? ["Fixtures"] : [])
    } + [
        .testTarget(
            name: "DocBuildEndToEndTests",
            dependencies: ["docbuild", "DocMarkdown", "Doctest", "LoadTestSupport", "TestSupport"],
            exclude: ["Fixtures"]),
        .executableTarget(
            name: "DocBuildBenchmark", dependencies: ["DocBuildKit", "DocServer"],
            path: "Benchmarks/DocBuildBenchmark"),
        .executableTarget(
            name: "SiteBenchmark", dependencies: ["DocBuildKit"], path: "Benchmarks/SiteBenchmark"),
    ]

let docbuildProducts: [Product] = [
    .executable(name: "docbuild", targets: ["docbuild"]),
    .plugin(name: "DocbuildPlugin", targets: ["DocbuildPlugin"]),
    .executable(name: "docbuild-benchmark", targets: ["DocBuildBenchmark"]),
    .executable(name: "site-benchmark", targets: ["SiteBenchmark"]),
]

// MARK: - The SwiftUI check

/// The targets that `scripts/typecheck-swiftui` names in `QUARTET_SWIFTUI_CHECK` (each one with a
/// `SwiftUI/` folder), as one library product that it builds against SwiftUI's interface in one
/// `swift build --product`: one target at a time cost a package-graph load each, about a second
/// apiece. It exists only when the script asks for it, so it is never a product an app sees.
let swiftUICheck: [Product] =
    Context.environment["QUARTET_SWIFTUI_CHECK"].map { names in
        let targets = names.split(separator: " ").map(String.init)
        return [.library(name: "SwiftUICheckedTargets", type: .static, targets: targets)]
    } ?? []

// MARK: - The package

var products: [Product] =
    [.library(name: "QuartetSupport", targets: ["QuartetSupport"])]
    + patterns.flatMap(\.products) + docbuildProducts + swiftUICheck
var targets = support + patterns.flatMap(\.targets) + compare + ccmark + docbuild

// docbuild and what it and its tests depend on, alone, when `QUARTET_PACKAGE_SUBSET=docbuild`:
// `scripts/sanitize` builds only these under AddressSanitizer, whose run is DocBuildKit's tests
// (33 s from cold, where the whole package took about 100 s).
if Context.environment["QUARTET_PACKAGE_SUBSET"] == "docbuild" {
    let kept = Set((support.filter { $0.type != .test } + ccmark + docbuild).map(\.name))
    targets = targets.filter { kept.contains($0.name) }
    products = docbuildProducts
}

let package = Package(
    name: "Quartet",
    // Mutex (Synchronization) needs these releases; Observation alone would need one fewer.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: products,
    targets: targets,
    swiftLanguageModes: [.v6]
)
