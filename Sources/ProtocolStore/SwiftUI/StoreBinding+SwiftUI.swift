#if canImport(SwiftUI)
    import SwiftUI

    /// What `$viewModel.property` gives: SwiftUI's `Binding` here, an `Accessor` off Apple
    /// platforms.
    ///
    /// Write code that must build on both, such as a form's fields, against `StoreBinding`:
    /// every binding helper exists on both types with the same behaviour.
    public typealias StoreBinding<Value> = Binding<Value>
#endif
