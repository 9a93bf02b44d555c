/// A length in centimetres, printed with its unit.
public struct Centimetres: CustomStringConvertible, Sendable {
    public var value: Double

    public init(_ value: Double) {
        self.value = value
    }

    public var description: String { "\(value) cm" }
}
