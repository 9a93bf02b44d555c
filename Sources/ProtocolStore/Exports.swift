// A ProtocolStore view model is an `@Observable` class. Re-exporting Observation lets its file
// declare one with only `import ProtocolStore`, as `import SwiftUI` does on Apple platforms, and
// as Interactors and ContextStore do: XUI's README samples then need only `@Observable` where
// they had `ObservableObject` and `@Published`.
@_exported import Observation
