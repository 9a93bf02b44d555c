public struct Later {
    public var saved: [String] = []
    public init() {}
}
