import Foundation
import Testing

/// docbuild's layers as `Package.swift` declares them, held to what the sources import and to what
/// `Sources/DocBuild/DocBuildKit/README.md` says: the package graph is the architecture, and the README is
/// its picture, so neither may drift from the code.
@Suite struct ArchitectureTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `("Name", ["Dependency", …])` entries of `docbuildLayers` in `Package.swift`, in order.
    static func declaredLayers() throws -> [(name: String, dependencies: Set<String>)] {
        let manifest = try text("Package.swift")
        let start = try #require(manifest.range(of: "let docbuildLayers"))
        let end = try #require(manifest.range(of: "\n]\n", range: start.upperBound..<manifest.endIndex))
        let table = manifest[start.upperBound..<end.lowerBound]
        return table.matches(of: /\(\s*"(\w+)",\s*\[([^\]]*)\]/).map { match in
            let dependencies = match.2.matches(of: /"(\w+)"/).map { String($0.1) }
            return (String(match.1), Set(dependencies))
        }
    }

    /// Swift files under `Sources/<target>/`, relative to it.
    static func sources(of target: String) throws -> [String] {
        let folder = root.appendingPathComponent("Sources/DocBuild/\(target)").path
        let files = try #require(FileManager.default.subpathsOfDirectory(atPath: folder) as [String]?)
        return files.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Modules every layer may import without declaring them: the toolchain's.
    static let toolchainModules: Set<String> = [
        "Foundation", "Dispatch", "Glibc", "Darwin", "Musl", "Testing",
    ]

    @Test func theLayersDependOneWayEachOnlyOnLayersBeforeIt() throws {
        let layers = try Self.declaredLayers()
        #expect(layers.count >= 5)
        var earlier: Set<String> = ["QuartetSupport", "CcmarkGFM"]
        for layer in layers {
            #expect(layer.dependencies.isSubset(of: earlier), "\(layer.name) depends on a later layer")
            earlier.insert(layer.name)
        }
    }

    @Test func everySourceImportsOnlyWhatItsLayerDeclares() throws {
        for layer in try Self.declaredLayers() {
            let allowed = layer.dependencies.union(Self.toolchainModules)
            for file in try Self.sources(of: layer.name) {
                let source = try Self.text("Sources/DocBuild/\(layer.name)/\(file)")
                for match in source.matches(of: /(?m)^\s*(?:@\w+\s+)?import\s+(\w+)/) {
                    let module = String(match.1)
                    #expect(
                        allowed.contains(module), "Sources/DocBuild/\(layer.name)/\(file) imports \(module)")
                }
            }
        }
    }

    /// The README's module table: `| `Name` | `Dependency`, … | what it holds |`.
    @Test func theReadmeDrawsTheLayersThePackageDeclares() throws {
        let readme = try Self.text("Sources/DocBuild/DocBuildKit/README.md")
        let rows = readme.matches(of: /(?m)^\| `(\w+)` \| ((?:`\w+`(?:, )?)*|—) \|/).map { row in
            (String(row.1), Set(row.2.matches(of: /`(\w+)`/).map { String($0.1) }))
        }
        let declared = try Self.declaredLayers()
        #expect(rows.map(\.0) == declared.map(\.name))
        for (name, dependencies) in rows {
            let layer = try #require(declared.first { $0.name == name })
            // The README leaves out QuartetSupport and CcmarkGFM, which are outside docbuild.
            #expect(
                dependencies == layer.dependencies.subtracting(["QuartetSupport", "CcmarkGFM"]), "\(name)")
        }
    }

    /// Every layer below DocBuildKit has a test target of its own, `Tests/<Layer>Tests/`, which
    /// `Package.swift` lets import that layer and the layers below it, and nothing above.
    @Test func eachLowerLayerIsTestedByATargetOfItsOwn() throws {
        for layer in try Self.declaredLayers().map(\.name) where layer != "DocBuildKit" {
            let folder = Self.root.appendingPathComponent("Tests/\(layer)Tests").path
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            #expect(files.contains { $0.hasSuffix("Tests.swift") }, "Tests/\(layer)Tests")
            for file in files where file.hasSuffix(".swift") {
                let source = try Self.text("Tests/\(layer)Tests/\(file)")
                #expect(
                    !source.contains("import DocBuildKit"), "Tests/\(layer)Tests/\(file) imports DocBuildKit")
            }
        }
    }

    /// The README's stage table names each file of `Sources/DocBuild/DocBuildKit/Stages/` once, and no other.
    @Test func theReadmeNamesEveryStageFileAndNoOther() throws {
        let readme = try Self.text("Sources/DocBuild/DocBuildKit/README.md")
        let named = readme.matches(of: /(?m)^\| [0-9] [a-z]+ \| `(\w+)` \|/).map { String($0.1) }
        let files = try Self.sources(of: "DocBuildKit/Stages").map { String($0.dropLast(".swift".count)) }
        #expect(named.sorted() == files.sorted())
        #expect(Set(named).count == named.count, "a stage is named twice")
    }

    /// The stages that take the `Workspace` are the ones the README names; every other stage takes
    /// the values it uses.
    @Test func onlyTheStagesTheReadmeNamesReadTheWorkspace() throws {
        let readme = try Self.text("Sources/DocBuild/DocBuildKit/README.md")
        let start = try #require(readme.range(of: "Stages that read the Workspace:"))
        let end = try #require(readme.range(of: "\n\n", range: start.upperBound..<readme.endIndex))
        let named = Set(readme[start.upperBound..<end.lowerBound].matches(of: /`(\w+)`/).map { String($0.1) })
        var reading: Set<String> = []
        for file in try Self.sources(of: "DocBuildKit/Stages") {
            let source = try Self.text("Sources/DocBuild/DocBuildKit/Stages/\(file)")
            if source.contains(/\bWorkspace\b/) { reading.insert(String(file.dropLast(".swift".count))) }
        }
        #expect(reading == named)
    }

    /// The table's phases are `DocBuildRun`'s, in its order, each numbered once; a stage whose doc
    /// comment names its phase (`/// Phase 1, check: …`) is in that phase in the table.
    @Test func aStageNamesItsPhaseAsTheReadmeDoes() throws {
        let readme = try Self.text("Sources/DocBuild/DocBuildKit/README.md")
        let rows = readme.matches(of: /(?m)^\| ([0-9] [a-z]+) \| `(\w+)` \|/).map {
            (String($0.2), String($0.1))
        }
        let numbers = Dictionary(uniqueKeysWithValues: rows)
        var phases: [String] = []
        for (_, phase) in rows where phases.last != phase { phases.append(phase) }
        #expect(phases == ["1 check", "2 site", "3 render", "4 write", "5 coverage"])
        let run = try Self.text("Sources/DocBuild/DocBuildKit/DocBuildRun.swift")
        let marks = run.matches(of: /\/\/ MARK: ([0-9]\. \w+)/).map {
            $0.1.lowercased().replacingOccurrences(of: ".", with: "")
        }
        #expect(marks == phases, "DocBuildRun's MARKs")
        var numbered = 0
        for file in try Self.sources(of: "DocBuildKit/Stages") {
            let source = try Self.text("Sources/DocBuild/DocBuildKit/Stages/\(file)")
            guard let own = source.firstMatch(of: /\/\/\/ Phase ([0-9]), ([a-z]+):/) else { continue }
            numbered += 1
            #expect(numbers[String(file.dropLast(".swift".count))] == "\(own.1) \(own.2)", "\(file)")
        }
        #expect(numbered > 0)
    }
}
