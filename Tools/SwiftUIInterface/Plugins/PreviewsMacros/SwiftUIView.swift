// The `#Preview` macro's implementation for checking: it expands to nothing.
//
// Built by scripts/typecheck-swiftui with swiftc against the swift-syntax host libraries that the
// toolchain ships (lib/swift/host), and loaded with `-load-plugin-library`. The compiler
// type-checks a macro's arguments against its declaration before it expands it, so the preview's
// body closure is checked as `@ContentBuilder @MainActor () -> any View`, as with Apple's macro;
// the declaration Apple's expansion adds (a preview registry entry) is not generated.

import SwiftSyntax
import SwiftSyntaxMacros

public struct SwiftUIView: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
