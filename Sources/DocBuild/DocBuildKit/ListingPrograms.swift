import Doctest
import SampleToolchain

/// The programs an article's listing tests (``ListingTests``) are built and run in.
///
/// Each test is a program of its own by meaning, but a program per test would cost a compiler
/// and a link per test: The Swift Programming Language has about 590. So the tests that run share
/// programs, as few as keep each one meaning what it would alone: a test joins the first program
/// of the article where it declares no name the program declares, uses none the program declares,
/// and declares none the program uses (so that a test cannot pass by another's declaration, and
/// cannot change what another's names mean), in the order of the article. A test that declares
/// what a name cannot show (an `extension`, an `operator`, a `precedencegroup`) or runs a `@main`
/// type, or must trap (`xx`), has a program of its own. A test that breaks its shared program is built again without
/// it (``NotebookRepair``), so a failing test fails alone.
///
/// A test that expects a diagnostic is compiled alone by `swiftc` (``isCompiledAlone(_:)``),
/// whose messages are compared with it; one that expects only warnings runs as well.
enum ListingPrograms {
    /// The programs of `tests` (an article's listing-test samples, in order) that run: each a list
    /// of tests in article order.
    static func programs(of tests: [Sample]) -> [[Sample]] {
        var programs: [(tests: [Sample], names: BlockNames, isShared: Bool)] = []
        for test in tests where test.kind.runsInAProgram || test.markedCrashLine != nil {
            let names = BlockNames(of: test.code)
            let isShared = !needsOwnProgram(test)
            if isShared,
                let index = programs.firstIndex(where: { program in
                    program.isShared
                        && names.declared.isDisjoint(with: program.names.declared)
                        && names.used.isDisjoint(with: program.names.declared)
                        && names.declared.isDisjoint(with: program.names.used)
                })
            {
                programs[index].tests.append(test)
                programs[index].names.declared.formUnion(names.declared)
                programs[index].names.used.formUnion(names.used)
            } else {
                programs.append(([test], names, isShared))
            }
        }
        return programs.map(\.tests)
    }

    /// Whether `test` is compiled by `swiftc` on its own to compare its diagnostics: it expects
    /// some, or it is a module's.
    static func isCompiledAlone(_ test: Sample) -> Bool {
        guard let info = test.listingTest else { return false }
        return !info.diagnostics.isEmpty || test.kind != .run
    }

    /// A module's test as the module it compiles: its name, and its blocks as its files.
    static func module(of test: Sample) -> ModuleSource? {
        test.listingTest?.module.map { name in
            ModuleSource(name: name, files: test.listingBlocks.map { ProgramSource(samples: [$0]) })
        }
    }

    /// The modules of `tests` that `test` imports: each the test of that exact name, compiled as
    /// a library before it.
    static func libraries(of test: Sample, among tests: [Sample]) -> [ModuleSource] {
        test.importedModules.compactMap { name in
            // The book imports a module by its test's name, which may go on past `_ModuleN`.
            tests.first { $0.listingTest?.name == name }.flatMap(module(of:)).map {
                ModuleSource(name: name, files: $0.files)
            }
        }
    }

    /// Whether `test` declares something a name does not stand for, or has a `@main` type.
    private static func needsOwnProgram(_ test: Sample) -> Bool {
        // A test that must trap ends its program.
        test.markedCrashLine != nil
            || test.lines.contains { line in
                let words = line.text.split(whereSeparator: { !$0.isLetter && $0 != "@" })
                return words.contains { ["extension", "operator", "precedencegroup", "@main"].contains($0) }
            }
    }
}
