import DocBasics
import Doctest
import SampleToolchain

/// A notebook program whose blocks failed to compile, or whose run stopped in a block, built
/// again without them: a failing block fails alone, as a reader who skips a broken listing still
/// reads the ones after it.
///
/// The blocks left out are the failing ones (those the compiler's errors are in, or the one whose
/// run stopped) and the blocks that use a name one of those declares, and theirs in turn: each of
/// these fails with `docbuild.DependsOnFailingBlock`, naming the failing block's line, instead of
/// with the "cannot find in scope" errors its program would report without that block. The other
/// blocks are built and run as one program, as before.
///
/// ```swift
/// // Blocks: `let a = 1`, `let b: Int = "two"`, `print(b)`, `print(a)`.
/// NotebookRepair(program, errors: messages)?.program.samples.map(\.index)  // [0, 3]
/// ```
struct NotebookRepair: Hashable, Sendable {
    /// The program without the blocks left out.
    var program: ProgramSource
    /// The failing blocks, by ``Sample/index``.
    var failing: Set<Int>
    /// Each block left out for what it uses, by index, with the fence line of the failing block
    /// it depends on.
    var dependents: [Int: Int]

    /// The repair of `program` for `errors`, or `nil` when there is none to build: an error no
    /// block holds (a link error in code a library emitted), or no block left to check.
    init?(_ program: ProgramSource, errors messages: [CompilerMessage]) {
        let errors = messages.filter { $0.severity == .error }
        let blocks = errors.map { error in
            error.program == nil
                ? program.samples.first { $0.contains(path: error.path, line: error.line) } : nil
        }
        guard !errors.isEmpty, blocks.allSatisfy({ $0 != nil }) else { return nil }
        self.init(program, failing: Set(blocks.compactMap { $0?.index }))
    }

    /// The repair of `program`, whose run stopped in the block `index` (it trapped, or exited):
    /// the blocks after it run without it and the blocks that use it; the blocks before it, which
    /// ran, run again for what they declare, their output checked where they first ran. `nil`
    /// when no block after it is left to run.
    init?(_ program: ProgramSource, stoppedAt index: Int) {
        self.init(program, failing: [index])
        self.program.replayed.formUnion(self.program.samples.map(\.index).filter { $0 < index })
        guard self.program.samples.contains(where: { !self.program.replayed.contains($0.index) }) else {
            return nil
        }
    }

    /// `program` without the blocks `failing` and those that use what they declare; `nil` when no
    /// block is left to check.
    private init?(_ program: ProgramSource, failing: Set<Int>) {
        self.failing = failing
        // The failing block at the root of each block left out: itself, for a failing one.
        var root: [Int: Sample] = [:]
        var declared: [String: Sample] = [:]
        dependents = [:]
        for sample in program.samples {
            let names = BlockNames(of: sample.code)
            if failing.contains(sample.index) {
                root[sample.index] = sample
            } else if let cause = names.used.subtracting(names.declared).compactMap({ declared[$0] })
                .min(by: { $0.index < $1.index })
            {
                root[sample.index] = cause
                dependents[sample.index] = cause.fenceLine
            }
            for name in names.declared { declared[name] = root[sample.index] }
        }
        var rest = program
        rest.samples.removeAll { root[$0.index] != nil }
        rest.replayed.subtract(root.keys)
        guard rest.samples.contains(where: { !rest.replayed.contains($0.index) }) else { return nil }
        self.program = rest
    }

    /// The target built in place of `target`, failed with `messages`.
    static func target(replacing target: ScratchTarget, errors messages: [CompilerMessage]) -> ScratchTarget?
    {
        NotebookRepair(target.program, errors: messages).map { $0.target(replacing: target) }
    }

    /// The program of this repair, as the target built in place of `target`.
    func target(replacing target: ScratchTarget) -> ScratchTarget {
        ScratchTarget(name: target.name + "_R", program: program)
    }
}
