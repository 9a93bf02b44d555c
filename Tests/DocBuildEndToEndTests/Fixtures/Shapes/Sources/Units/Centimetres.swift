/// A length in centimetres, printed with its unit.
///
/// ## Topics
///
/// ### Describing
///
/// - ``description``
@available(macOS 14, *)
public struct Centimetres: CustomStringConvertible, Sendable {
    public var value: Double

    /// A length of `value` centimetres.
    ///
    /// - Parameter value: The length, in centimetres.
    public init(_ value: Double) {
        self.value = value
    }

    /// The value and its unit, `2.5 cm`.
    public var description: String { "\(value) cm" }
}
