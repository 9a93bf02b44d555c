// The `#Preview` macro. Its implementation here (Plugins/PreviewsMacros) expands to nothing: the
// compiler type-checks the body closure against this declaration, which is what is checked.

@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
