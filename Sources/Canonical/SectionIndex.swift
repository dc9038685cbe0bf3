// The canonical Section Index: constants and algorithms of the SwiftUI implementation
// (swift/Interactions/SectionIndex.swift in the docs), without SwiftUI.

/// The Section Index's constants.
public enum SectionIndexSpec {
    public static let rowHeight: Points = 16
    public static let letterMinWidth: Points = 12
    public static let letterFont = TextStyle.xs3
    public static let letterWeight = FontWeight.semibold
    public static let letterColor = ColorToken.link
    public static let barHorizontalPadding: Points = 6
    /// Extra touch area on the bar's leading side.
    public static let barLeadingPadding: Points = 12
    /// Distance from the bar to the screen's trailing edge.
    public static let barEndInset: Points = 6
    public static let barVerticalPadding: Points = 8
    /// Height the capacity calculation leaves out of the available height.
    public static let capacityReserve: Points = 2 * barVerticalPadding
    public static let bubbleSize: Points = 56
    /// Gap between the bubble and the bar.
    public static let bubbleGap: Points = 16
    /// The bubble's horizontal offset from the bar's leading edge.
    public static let bubbleOffsetX: Points = -(bubbleSize + bubbleGap)
    /// The bubble's vertical offset from the finger: centred on it.
    public static let bubbleOffsetY: Points = -bubbleSize / 2
    public static let bubbleFont = TextStyle.xl2
    public static let bubbleWeight = FontWeight.semibold
    public static let bubbleTextColor = ColorToken.label
    public static let bubbleBackground = ColorToken.surfaceRaised
    public static let bubbleBorder = ColorToken.separator
    public static let bubbleBorderWidth: Points = 1
    public static let bubbleShadow = Shadow.lg
    public static let bubbleEnterDuration: Duration = .milliseconds(200)
    public static let bubbleExitDuration: Duration = .milliseconds(200)
    public static let bubbleEasing = CubicBezier(0.32, 0.72, 0, 1)
    /// The scale the bubble grows from and shrinks to.
    public static let bubbleScale: Double = 0.5
    /// The opacity the bubble fades in from and out to.
    public static let bubbleOpacity: Double = 0
    public static let headerHorizontalPadding: Points = 16
    public static let headerVerticalPadding: Points = 6
    public static let headerFont = TextStyle.sm
    public static let headerWeight = FontWeight.semibold
    public static let headerTextColor = ColorToken.labelSecondary
    public static let headerBackgroundOpacity: Double = 0.95
    public static let defaultLetters: [String] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init) + ["#"]
}

/// One entry of the bar: a letter, or a dot standing for the letters between two.
public struct SectionIndexItem: Equatable, Sendable {
    public let key: String
    public let label: String

    public init(key: String, label: String) {
        self.key = key
        self.label = label
    }
}

/// The Section Index's algorithms.
public enum SectionIndexMath {
    /// How many rows fit in the bar's available height.
    public static func capacity(height: Double) -> Int {
        let rowHeight = SectionIndexSpec.rowHeight
        return max(0, Int(((height - rowHeight) / rowHeight).rounded(.down)))
    }

    /// The letters to show: all of them when they fit, else an odd number of slots
    /// (at least 3) with letters at even slots and dots between.
    public static func displayItems(_ letters: [String], capacity: Int) -> [SectionIndexItem] {
        guard capacity < letters.count, letters.count > 1 else {
            return letters.map { SectionIndexItem(key: $0, label: $0) }
        }
        let slots = max(3, capacity % 2 == 0 ? capacity - 1 : capacity)
        func letter(at slot: Int) -> String {
            letters[Int((Double(slot) / Double(slots - 1) * Double(letters.count - 1)).rounded())]
        }
        return (0..<slots).map { slot in
            slot % 2 == 0
                ? SectionIndexItem(key: letter(at: slot), label: letter(at: slot))
                : SectionIndexItem(key: "after-\(letter(at: slot - 1))", label: "•")
        }
    }

    /// The index of the letter under a drag position.
    public static func index(at y: Double, height: Double, count: Int) -> Int {
        guard count > 0, height > 0 else { return 0 }
        let fraction = min(max(y / height, 0), 0.9999)
        return Int((fraction * Double(count)).rounded(.down))
    }

    /// Known sections followed by newly seen ones, ordered by the alphabet (unknown
    /// values last, in the order they came).
    public static func merge(_ known: [String], _ seen: [String], letters: [String] = SectionIndexSpec.defaultLetters)
        -> [String]
    {
        var result = known
        for value in seen where !result.contains(value) { result.append(value) }
        return result.enumerated().sorted { lhs, rhs in
            let left = letters.firstIndex(of: lhs.element) ?? letters.count
            let right = letters.firstIndex(of: rhs.element) ?? letters.count
            return left == right ? lhs.offset < rhs.offset : left < right
        }.map(\.element)
    }

    /// The section to jump to for the letter at `index`: the first section at or after
    /// it, else the last section.
    public static func target(sections: [String], letters: [String], index: Int) -> String? {
        sections.first { value in
            guard let position = letters.firstIndex(of: value) else { return false }
            return position >= index
        } ?? sections.last
    }
}
