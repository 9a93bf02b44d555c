/// What must be built, type-checked and run to verify the articles that were not cached.
package struct CheckPlan: Sendable {
    /// One article's share of the work.
    package struct ArticleWork: Sendable {
        package var article: LoadedArticle
        /// The article's shared program (its non-isolated `run` samples), if it has any.
        package var program: ScratchTarget?
        /// One program per `isolated` `run` sample.
        package var isolated: [ScratchTarget]
        /// `no-run`, `compile-fail` and `apple` samples, by job name.
        package var checks: [(name: String, job: TypeCheckJob)]

        /// Every program of the article.
        package var targets: [ScratchTarget] { (program.map { [$0] } ?? []) + isolated }
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
            var isolated: [ScratchTarget] = []
            var checks: [(String, TypeCheckJob)] = []
            for sample in valid where sample.include == nil {
                let name = ScratchPackage.targetName(
                    articleIndex: index, path: article.path, sampleIndex: sample.index)
                let before = programSamples.filter { $0.index < sample.index }
                switch sample.kind {
                case .run where sample.isIsolated:
                    isolated.append(ScratchTarget(name: name, program: ProgramSource(samples: [sample])))
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
            return ArticleWork(article: article, program: program, isolated: isolated, checks: checks)
        }
    }

    package var targets: [ScratchTarget] { articles.flatMap(\.targets) }
    package var checks: [(name: String, job: TypeCheckJob)] { articles.flatMap(\.checks) }
    package var needsCompiler: Bool { !targets.isEmpty || checks.contains { $0.job.mode == .compile } }
}
