// An AsyncViewModel is an `@Observable` class. Re-exporting Observation lets its file declare one
// with only `import ReducerPipeline`, as `import SwiftUI` does on Apple platforms, and as the other
// three pattern modules do.
@_exported import Observation
