/// A length in centimetres, printed with its unit.
public struct Centimetres: CustomStringConvertible, Sendable {
    public var value: Double

    /// A length of `value` centimetres.
    ///
    /// - Parameter value: The length, in centimetres.
    public init(_ value: Double) {
        self.value = value
    }

    public var description: String { "\(value) cm" }
}
