/// Where an implementation of a component comes from.
///
/// `canonical` is the Swift implementation inside uim-parity that every other platform
/// is compared with; the other five are the docs' implementations.
public enum Platform: String, CaseIterable, Comparable, Sendable, Codable {
    case canonical
    case swift
    case kotlin
    case uniwind
    case nativewind
    case stylesheet

    /// The platforms whose sources come from the checked tree, in report order.
    public static let checked: [Platform] = [.swift, .kotlin, .uniwind, .nativewind, .stylesheet]

    /// The Tailwind flavors, whose class names depend on the configured rem.
    public var isTailwind: Bool { self == .uniwind || self == .nativewind }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
