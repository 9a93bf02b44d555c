/// The greeting for `name`: `Hello, Ada!`, or shouted, `HELLO, ADA!`.
///
/// A command reads its words as a shell splits them:
///
///     @main
///     struct Wave {
///         static func main() {
///             print(CommandLine.arguments.dropFirst().map { "👋 \($0)" }.joined(separator: " "))
///         }
///     }
///
/// Each word is one greeting:
///
///     $ wave Nadia "Ada L"
///     👋 Nadia 👋 Ada L
///
/// Installing a tool is shown as it is:
///
///     $ swift build -c release
///     Build complete!
public func greeting(for name: String, word: String = "Hello", shout: Bool = false) -> String {
    let text = "\(word), \(name)!"
    return shout ? text.uppercased() : text
}
