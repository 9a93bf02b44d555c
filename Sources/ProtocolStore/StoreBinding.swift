#if !canImport(SwiftUI)
    import QuartetSupport

    /// What `$viewModel.property` gives: an `Accessor` here, SwiftUI's `Binding` on Apple
    /// platforms.
    ///
    /// Write code that must build on both, such as a form's fields, against `StoreBinding`:
    /// every binding helper exists on both types with the same behaviour.
    public typealias StoreBinding<Value> = Accessor<Value>
#endif
