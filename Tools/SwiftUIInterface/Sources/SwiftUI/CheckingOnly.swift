// What every body of this interface calls: it traps. The interface type-checks code and never runs it.

/// Traps with the interface's message; typed, so that an opaque `some View` result gets an
/// inhabited underlying type (a body of plain `fatalError` would make it `Never`, and the
/// compiler would then warn that the code after every modifier "will never be executed").
@inline(never)
func checkingOnly<T>(_ type: T.Type) -> T {
    fatalError("SwiftUI interface: checking only")
}

/// The underlying type of the interface's opaque `some ToolbarContent` results.
struct CheckingOnlyToolbarContent: ToolbarContent {
    var body: Never { fatalError("SwiftUI interface: checking only") }
}
