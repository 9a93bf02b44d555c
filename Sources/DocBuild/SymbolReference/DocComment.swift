import DocBasics
import DocMarkdown
import Doctest
import Foundation

/// The `///` comment of a public symbol, where it is written: its lines with their places in the
/// file, and the same text as Markdown whose line numbers are the file's.
///
/// ```swift
/// let comment = DocComment(symbol, module: "Interactors", packageDirectories: [scratch, project])
/// print(comment?.path ?? "")  // "Sources/Interactors/InteractorHost.swift"
/// ```
package struct DocComment: Hashable, Sendable {
    /// A line of the comment: its text after `/// `, its line in the file (1-based), and the
    /// 0-based column at which that text starts.
    package struct Line: Hashable, Sendable {
        package var text: String
        package var number: Int
        var offset: Int
    }

    var module: String
    /// The symbol's DocC path under its module: `Interactor/load(_:_:)`.
    var symbolPath: String
    /// The file, relative to the package: `Sources/Interactors/Interactor.swift`.
    package var path: String
    package var lines: [Line]
    /// The symbol is declared only where SwiftUI or Combine can be imported
    /// (``SymbolGraph/Symbol/needsAppleFrameworks``): its samples are `apple` samples.
    var needsAppleFrameworks: Bool

    /// `symbol`'s comment, when it has one written in a file under one of `packageDirectories`
    /// (absolute, the first that holds the file wins), in `module`'s own source (an inherited or
    /// made-up comment has none).
    package init?(_ symbol: SymbolGraph.Symbol, module: String, packageDirectories: [String]) {
        guard let comment = symbol.docComment, comment.module == nil || comment.module == module,
            let uri = comment.uri, let file = URL(string: uri)?.path,
            let directory = packageDirectories.first(where: { file.hasPrefix($0 + "/") })
        else { return nil }
        var lines: [Line] = []
        for line in comment.lines {
            guard let start = line.range?.start else { return nil }
            lines.append(Line(text: line.text, number: start.line + 1, offset: start.character))
        }
        guard !lines.isEmpty else { return nil }
        self.module = module
        symbolPath = symbol.pathComponents.joined(separator: "/")
        path = String(file.dropFirst(directory.count + 1))
        self.lines = lines
        needsAppleFrameworks = symbol.needsAppleFrameworks == true
    }

    /// The comment's text, each line on its own line of the file: as many empty lines come
    /// first (and between lines a blank line separates), so that cmark's positions are the
    /// file's lines; columns are the text's, ``columnOffset(ofLine:)`` before the file's.
    package var markdown: String {
        var text = ""
        var next = 1
        for line in lines {
            text += String(repeating: "\n", count: max(0, line.number - next))
            text += line.text + "\n"
            next = line.number + 1
        }
        return text
    }

    /// An error at each ``` ``Symbol`` ``` link of the comment (outside its code blocks) that
    /// names nothing in `symbols`, looked up from the documented symbol outwards, as DocC does.
    package func brokenSymbolLinks(in symbols: SymbolIndex) -> [Diagnostic] {
        let scope = symbolPath.split(separator: "/").map(String.init)
        return SymbolLink.links(in: markdown).filter {
            !symbols.resolves($0.path, from: module, scope: scope)
        }.map { link in
            Diagnostic(
                .error, .brokenSymbolLink,
                "``\(link.path)`` names no public symbol of \(symbols.modules.sorted().joined(separator: ", "))",
                path: path, line: link.line, column: link.column + columnOffset(ofLine: link.line),
                explanation: "write DocC's path: Type, Type/member, Type/method(label:), Module/Type")
        }
    }

    /// How many columns of the file come before the text of `line` (the `///` and its
    /// indentation); 0 for a line outside the comment.
    func columnOffset(ofLine line: Int) -> Int {
        lines.first { $0.number == line }?.offset ?? 0
    }

    /// The comment's samples, at their places in the file, numbered from `firstIndex`; those
    /// not `isolated` form one program, `program` (a `program="name"` block, one of its own
    /// beside it), as the blocks of one doc comment do. A sample of a symbol that
    /// ``needsAppleFrameworks`` is never run: one to run or to compile is an `apple` sample.
    package func samples(extractor: SampleExtractor, firstIndex: Int, program: String) -> SampleExtraction {
        var extraction = extractor.extract(from: CMarkParser.parse(markdown, path: path))
        for index in extraction.samples.indices {
            var sample = extraction.samples[index]
            sample.index += firstIndex
            sample.fenceColumn += columnOffset(ofLine: sample.fenceLine)
            for expectation in sample.expectations.indices {
                sample.expectations[expectation].column += columnOffset(
                    ofLine: sample.expectations[expectation].line)
            }
            if needsAppleFrameworks, sample.kind == .run || sample.kind == .noRun {
                sample.kind = .apple
            }
            if !sample.isIsolated {
                sample.program = program + (sample.program.map { "/" + $0 } ?? "")
            }
            extraction.samples[index] = sample
        }
        for transcript in extraction.transcripts.indices {
            for command in extraction.transcripts[transcript].commands.indices {
                let line = extraction.transcripts[transcript].commands[command].line
                extraction.transcripts[transcript].commands[command].column += columnOffset(ofLine: line)
            }
        }
        extraction.invalidSamples = Set(extraction.invalidSamples.map { $0 + firstIndex })
        extraction.diagnostics = extraction.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if let line = diagnostic.line, let column = diagnostic.column {
                diagnostic.range?.start.column = column + columnOffset(ofLine: line)
                diagnostic.range?.end.column = column + columnOffset(ofLine: line)
            }
            return diagnostic
        }
        return extraction
    }
}
