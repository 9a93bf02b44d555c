import DocBasics
import DocMarkdown

/// The HTML of code blocks that are not samples.
enum CodeBlockHTML {
    /// An escaped, uncoloured `<pre><code>`, with the language as a class as cmark writes it.
    static func plain(_ block: CodeBlock) -> String {
        let language = block.language
        let classAttribute = language.isEmpty ? "" : " class=\"language-\(HTMLEscaping.escape(language))\""
        return "<pre><code\(classAttribute)>" + HTMLEscaping.escape(block.literal) + "</code></pre>\n"
    }
}
