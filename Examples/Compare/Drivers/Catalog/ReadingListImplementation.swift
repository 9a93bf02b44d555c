import CompareDriving
import ContextStoreDriver
import InteractorsDriver
import PlainObservableDriver
import ProtocolStoreDriver
import ReadingList
import ReducerPipelineDriver

/// The five implementations of the reading-list screen, in the order the site shows them: the
/// plain `@Observable` baseline first.
public enum ReadingListImplementation: String, CaseIterable, Sendable, CustomStringConvertible {
    case plainObservable = "PlainObservable"
    case interactors = "Interactors"
    case reducerPipeline = "ReducerPipeline"
    case protocolStore = "ProtocolStore"
    case contextStore = "ContextStore"

    /// The implementation's folder under `Examples/Compare/`.
    public var folder: String { rawValue }

    public var description: String { rawValue }

    /// The driver type that adapts this implementation to the spec.
    @MainActor
    public var driverType: any ReadingListDriver.Type {
        switch self {
        case .plainObservable: PlainObservableDriver.self
        case .interactors: InteractorsDriver.self
        case .reducerPipeline: ReducerPipelineDriver.self
        case .protocolStore: ProtocolStoreDriver.self
        case .contextStore: ContextStoreDriver.self
        }
    }

    /// Builds this implementation's screen over `service`, timing on `clock`.
    @MainActor
    public func makeDriver(service: any ReadingListService, clock: any Clock<Duration>)
        -> any ReadingListDriver
    {
        driverType.init(service: service, clock: clock)
    }
}
