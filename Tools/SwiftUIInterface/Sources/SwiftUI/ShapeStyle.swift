// Styles that fill and stroke: colours, hierarchical styles, materials; and shapes.

import Foundation

public protocol ShapeStyle: Sendable {}

@frozen
public struct Color: Hashable, Sendable, ShapeStyle {}

extension ShapeStyle where Self == Color {
    public static var red: Color { fatalError("SwiftUI interface: checking only") }
}

@frozen
public struct HierarchicalShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var secondary: HierarchicalShapeStyle { fatalError("SwiftUI interface: checking only") }

    public static var tertiary: HierarchicalShapeStyle { fatalError("SwiftUI interface: checking only") }
}

public struct Material: Sendable, ShapeStyle {}

extension ShapeStyle where Self == Material {
    public static var thinMaterial: Material { fatalError("SwiftUI interface: checking only") }
}

extension View {
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func background<S, T>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View where S: ShapeStyle, T: Shape {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View
    where S: Shape {
        checkingOnly(EmptyView.self)
    }
}

@frozen
public struct FillStyle: Equatable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        fatalError("SwiftUI interface: checking only")
    }
}

@frozen
public struct Path: Equatable {
    public init() { fatalError("SwiftUI interface: checking only") }
}

public protocol Shape: Sendable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: some View { checkingOnly(EmptyView.self) }
}

@frozen
public struct Rectangle: Shape {
    public init() { fatalError("SwiftUI interface: checking only") }

    nonisolated public func path(in rect: CGRect) -> Path { fatalError("SwiftUI interface: checking only") }
}

@frozen
public struct Capsule: Shape {
    public init() { fatalError("SwiftUI interface: checking only") }

    nonisolated public func path(in rect: CGRect) -> Path { fatalError("SwiftUI interface: checking only") }
}
