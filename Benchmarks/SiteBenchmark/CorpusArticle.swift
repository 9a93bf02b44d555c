/// One generated article of the benchmark corpus: headings, prose with inline markup and links,
/// lists, a raw HTML table, GitHub's extensions (a pipe table, a task list, strikethrough, an
/// autolink), and six Swift samples of every kind, varied by a seeded generator so
/// that the corpus is the same on every run.
enum CorpusArticle {
    private static let words = [
        "interactor", "state", "screen", "binding", "navigation", "task", "gate", "store", "reducer",
        "effect", "view", "model", "observation", "clock", "loading", "error", "destination", "intent",
        "action", "mutation", "stream", "context", "coordinator", "deep", "link", "cancel", "render",
    ]

    static func text(number: Int, count: Int) -> String {
        var generator = SeededGenerator(seed: UInt64(number) &* 2_654_435_761 &+ 1)
        func sentence(_ length: Int) -> String {
            var parts: [String] = []
            for index in 0..<length {
                let word = words[Int(generator.next() % UInt64(words.count))]
                switch generator.next() % 9 {
                case 0: parts.append("`\(word)`")
                case 1: parts.append("*\(word)*")
                case 2: parts.append("**\(word)**")
                default: parts.append(index == 0 ? word.capitalized : word)
                }
            }
            return parts.joined(separator: " ") + "."
        }
        let next = (number + 1) % count
        var text = "# Article \(number): the \(words[number % words.count]) screen\n\n"
        text += sentence(24) + " " + sentence(18) + "\n\n"
        let fences = [
            "swift", "swift no-run", "swift", "swift compile-fail=\"cannot assign\"", "swift apple", "swift",
        ]
        for section in 0..<6 {
            text += "## Section \(section) about \(words[(number + section) % words.count])\n\n"
            text += sentence(30) + " See [the next article](Article\(next).md#section-\(section)-about-"
            text +=
                "\(words[(next + section) % words.count])) and [above](#section-0-about-\(words[number % words.count])).\n\n"
            text += "- " + sentence(8) + "\n- " + sentence(10) + "\n- " + sentence(6) + "\n\n"
            text += "```\(fences[section])\n" + sample(number: number, section: section) + "```\n\n"
            text += sentence(20) + "\n\n"
            if section == 1 {
                text += "| Pattern | Lines | Renders |\n|:--------|------:|:-------:|\n"
                for row in 0..<4 {
                    let word = words[(number + row) % words.count]
                    text += "| `\(word)` | \(number + row) | ~~\(row)~~ \(row + 1) |\n"
                }
                text += "\n- [x] " + sentence(5) + "\n- [ ] " + sentence(6) + " See https://swift.org.\n\n"
            }
            if section == 3 {
                text += "<table><tr><th>Pattern</th><th>Lines</th></tr>"
                text += "<tr><td>Interactor</td><td>\(number)</td></tr></table>\n\n"
                text += "### Details\n\n" + sentence(16) + "\n\n"
            }
        }
        return text
    }

    private static func sample(number: Int, section: Int) -> String {
        """
        # import Foundation
        /// A \(words[section]) model for screen \(number).
        @MainActor
        final class Screen\(number)Model\(section) {
            private(set) var count = \(number)
            var title: String { "Screen #\\(count) — \\("\(words[section])".uppercased())" }

            func increment(by step: Int = 0x1F) async throws -> Int {
                /* nested /* block */ comment */
                count += step
                return count
            }
        }
        let model\(section) = Screen\(number)Model\(section)()
        print(model\(section).title)  // Prints "Screen #\(number) — \(words[section].uppercased())"

        """
    }
}

/// A small deterministic random number generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
