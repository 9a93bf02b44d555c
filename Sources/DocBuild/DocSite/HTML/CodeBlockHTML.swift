import DocBasics
import DocMarkdown
import Doctest

/// The HTML of code blocks that are not samples.
enum CodeBlockHTML {
    /// An escaped, uncoloured `<pre><code>`, with the language as a class as cmark writes it.
    ///
    /// A fenced block with `file="path"` in its info string (```` ```yaml file=".github/workflows/docs.yml" ````)
    /// is a file the reader is to create: it is framed as a sample is, with the path above it and a
    /// Copy button, but no badge, since nothing was done to it.
    static func plain(_ block: CodeBlock) -> String {
        let language = block.language
        let classAttribute = language.isEmpty ? "" : " class=\"language-\(HTMLEscaping.escape(language))\""
        let code = "<code\(classAttribute)>" + HTMLEscaping.escape(block.literal) + "</code></pre>\n"
        guard block.isFenced, let file = FenceInfo.file(inInfo: block.info) else { return "<pre>" + code }
        return "<figure class=\"sample sample-file\">\n<figcaption class=\"sample-bar\">"
            + SampleHTML.fileName(file) + SampleHTML.copyButton + "</figcaption>\n"
            + "<pre class=\"sample-code\">" + code + "</figure>\n"
    }
}
