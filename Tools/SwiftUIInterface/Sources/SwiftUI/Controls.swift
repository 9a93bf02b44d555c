// Controls: buttons and their styles, toggles, text fields, steppers, sliders, progress.

import Foundation

public struct Button<Label>: View where Label: View {
    @preconcurrency nonisolated public init(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        fatalError("SwiftUI interface: checking only")
    }

    public var body: some View { checkingOnly(EmptyView.self) }
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
    ) {
        fatalError("SwiftUI interface: checking only")
    }

    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {
        fatalError("SwiftUI interface: checking only")
    }

    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        fatalError("SwiftUI interface: checking only")
    }
}

public struct ButtonRole: Equatable, Sendable {
    public static let destructive: ButtonRole = { fatalError("SwiftUI interface: checking only") }()

    public static let cancel: ButtonRole = { fatalError("SwiftUI interface: checking only") }()
}

@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View

    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {}

public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() { fatalError("SwiftUI interface: checking only") }

    public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View {
        checkingOnly(EmptyView.self)
    }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() { fatalError("SwiftUI interface: checking only") }

    public func makeBody(configuration: BorderedButtonStyle.Configuration) -> some View {
        checkingOnly(EmptyView.self)
    }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() { fatalError("SwiftUI interface: checking only") }

    public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> some View {
        checkingOnly(EmptyView.self)
    }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    @MainActor @preconcurrency public static var plain: PlainButtonStyle {
        fatalError("SwiftUI interface: checking only")
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    @MainActor @preconcurrency public static var bordered: BorderedButtonStyle {
        fatalError("SwiftUI interface: checking only")
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    @MainActor @preconcurrency public static var borderless: BorderlessButtonStyle {
        fatalError("SwiftUI interface: checking only")
    }
}

extension View {
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func disabled(_ disabled: Bool) -> some View {
        checkingOnly(EmptyView.self)
    }
}

public struct Toggle<Label>: View where Label: View {
    public var body: some View { checkingOnly(EmptyView.self) }
}

extension Toggle where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        fatalError("SwiftUI interface: checking only")
    }

    nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
        fatalError("SwiftUI interface: checking only")
    }
}

public struct TextField<Label>: View where Label: View {
    public var body: some View { checkingOnly(EmptyView.self) }
}

extension TextField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        fatalError("SwiftUI interface: checking only")
    }

    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        fatalError("SwiftUI interface: checking only")
    }
}

public struct Stepper<Label>: View where Label: View {
    public var body: some View { checkingOnly(EmptyView.self) }
}

extension Stepper where Label == Text {
    nonisolated public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        fatalError("SwiftUI interface: checking only")
    }

    nonisolated public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        fatalError("SwiftUI interface: checking only")
    }
}

public struct Slider<Label, ValueLabel>: View where Label: View, ValueLabel: View {
    public var body: some View { checkingOnly(EmptyView.self) }
}

extension Slider where ValueLabel == EmptyView {
    nonisolated public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        fatalError("SwiftUI interface: checking only")
    }

    nonisolated public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        fatalError("SwiftUI interface: checking only")
    }
}

public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public var body: some View { checkingOnly(EmptyView.self) }
}

// Apple constrains the extension by `CurrentValueLabel` and the initialiser by `Label`; both
// placements are part of the USR.
extension ProgressView where CurrentValueLabel == EmptyView {
    nonisolated public init() where Label == EmptyView { fatalError("SwiftUI interface: checking only") }
}
