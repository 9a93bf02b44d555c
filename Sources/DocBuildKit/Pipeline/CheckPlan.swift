/// What must be built, type-checked and run to verify the articles that were not cached.
package struct CheckPlan: Sendable {
    /// One article's share of the work.
    package struct ArticleWork: Sendable {
        package var article: LoadedArticle
        /// The article's shared program (its non-isolated `run` samples), if it has any.
        package var program: ScratchTarget?
        /// The article's other programs: one per `isolated` `run` sample, and one per
        /// `program="name"`, in the order of their first sample.
        package var separate: [ScratchTarget]
        /// `no-run`, `compile-fail` and `apple` samples, by job name.
        package var checks: [(name: String, job: TypeCheckJob)]

        /// Every program of the article.
        package var targets: [ScratchTarget] { (program.map { [$0] } ?? []) + separate }
    }

    package var articles: [ArticleWork]

    /// Plans the work for `articles`, numbering targets by the article's position.
    package init(articles: [(index: Int, article: LoadedArticle)]) {
        self.articles = articles.map { index, article in
            let valid = article.extraction.samples.filter {
                !article.extraction.invalidSamples.contains($0.index)
            }
            let programSamples = valid.filter(\.isPartOfArticleProgram)
            let program =
                programSamples.isEmpty
                ? nil
                : ScratchTarget(
                    name: ScratchPackage.targetName(articleIndex: index, path: article.path),
                    program: ProgramSource(samples: programSamples))
            var separate: [ScratchTarget] = []
            var checks: [(String, TypeCheckJob)] = []
            let named = Dictionary(grouping: valid.filter { $0.program != nil && $0.include == nil }) {
                $0.program ?? ""
            }
            for sample in valid where sample.include == nil {
                let name = ScratchPackage.targetName(
                    articleIndex: index, path: article.path, sampleIndex: sample.index)
                let before = (sample.program.flatMap { named[$0] } ?? programSamples).filter {
                    $0.kind == .run && $0.index < sample.index
                }
                switch sample.kind {
                case .run where sample.isIsolated:
                    separate.append(ScratchTarget(name: name, program: ProgramSource(samples: [sample])))
                case .run where sample.program != nil:
                    // The program is built once, named after its first sample, with all its runs.
                    if before.isEmpty {
                        let runs = named[sample.program ?? ""]?.filter { $0.kind == .run } ?? []
                        separate.append(ScratchTarget(name: name, program: ProgramSource(samples: runs)))
                    }
                case .noRun, .compileFail:
                    let samples = sample.isIsolated ? [sample] : before + [sample]
                    checks.append(
                        (
                            name,
                            TypeCheckJob(
                                sample: sample, program: ProgramSource(samples: samples), mode: .compile)
                        ))
                case .apple:
                    #if canImport(SwiftUI)
                        let samples = sample.isIsolated ? [sample] : before + [sample]
                        checks.append(
                            (
                                name,
                                TypeCheckJob(
                                    sample: sample, program: ProgramSource(samples: samples), mode: .compile)
                            ))
                    #else
                        checks.append(
                            (
                                name,
                                TypeCheckJob(
                                    sample: sample, program: ProgramSource(samples: [sample]), mode: .parse)
                            ))
                    #endif
                case .run, .ignore:
                    break
                }
            }
            return ArticleWork(article: article, program: program, separate: separate, checks: checks)
        }
    }

    package var targets: [ScratchTarget] { articles.flatMap(\.targets) }
    package var checks: [(name: String, job: TypeCheckJob)] { articles.flatMap(\.checks) }
    package var needsCompiler: Bool { !targets.isEmpty || checks.contains { $0.job.mode == .compile } }
}
