// The canonical Message Scroller: constants and the unread-count logic of the SwiftUI
// implementation (swift/Components/MessageScroller.swift in the docs), without SwiftUI.

/// The Message Scroller's constants.
public enum MessageScrollerSpec {
    /// How close to an edge counts as at the edge.
    public static let scrollEdgeThreshold: Points = 8
    public static let messageSpacing: Points = 12
    public static let itemHorizontalPadding: Points = 10
    public static let contentVerticalPadding: Points = 16
    public static let buttonSize: Points = 32
    public static let iconSize: Points = 16
    public static let iconWeight = FontWeight.bold
    /// Distance of the scroll button from the viewport's edge.
    public static let buttonInset: Points = 16
    public static let buttonBackground = ColorToken.surfaceRaised
    public static let buttonBorder = ColorToken.separator
    public static let buttonBorderWidth: Points = 1
    public static let buttonShadow = Shadow.md
    /// Laid over the button's fill while it is pressed.
    public static let buttonPressedOverlay = ColorToken.controlPressed
    public static let buttonEnterDuration: Duration = .milliseconds(200)
    public static let buttonExitDuration: Duration = .milliseconds(400)
    public static let buttonEnterEasing = CubicBezier(0.23, 1, 0.32, 1)
    public static let buttonExitEasing = CubicBezier(0.23, 1, 0.32, 1)
    /// How far the hidden button sits below its place.
    public static let hiddenOffset: Points = 32
    public static let hiddenScale: Double = 0.95
    public static let hiddenOpacity: Double = 0
    public static let badgeMinSize: Points = 18
    public static let badgeHorizontalPadding: Points = 5
    public static let badgeOffsetX: Points = 6
    public static let badgeOffsetY: Points = -6
    public static let badgeFont = TextStyle.xs2
    public static let badgeWeight = FontWeight.semibold
    public static let badgeBackground = ColorToken.accent
    public static let badgeTextColor = ColorToken.onAccent
    /// The ring that separates the badge from the button.
    public static let badgeRingWidth: Points = 2
    public static let badgeRing = ColorToken.surfaceRaised
    /// Counts above this show as `unreadOverflowLabel`.
    public static let unreadCountCap = 99
    public static let unreadOverflowLabel = "99+"
}

/// What an update of the message ids changed.
public struct MessageScrollerChange: Equatable, Sendable {
    public var appended = 0
    public var prepended = 0
    public var reset = false

    public init(appended: Int = 0, prepended: Int = 0, reset: Bool = false) {
        self.appended = appended
        self.prepended = prepended
        self.reset = reset
    }
}

/// Counts unread messages as the thread changes: messages appended while the user is
/// not at the end are unread; reaching the end reads them all.
public struct MessageScrollerTracker: Equatable, Sendable {
    public var ids: [String] = []
    public var atEnd = true
    public var atStart = true
    public var unread = 0

    public init() {}

    public mutating func update(_ next: [String]) -> MessageScrollerChange {
        defer { ids = next }
        guard ids != next else { return MessageScrollerChange() }
        guard let first = ids.first, let last = ids.last else {
            unread = 0
            return MessageScrollerChange(reset: true)
        }
        guard let lastIndex = next.lastIndex(of: last) else {
            unread = 0
            return MessageScrollerChange(reset: true)
        }
        let appended = next.count - 1 - lastIndex
        let prepended = next.firstIndex(of: first) ?? 0
        if appended > 0 && !atEnd {
            unread += appended
        }
        return MessageScrollerChange(appended: appended, prepended: prepended)
    }

    public mutating func setEdges(atStart: Bool, atEnd: Bool) {
        self.atStart = atStart
        self.atEnd = atEnd
        if atEnd { unread = 0 }
    }

    /// Whether the badge shows for an unread count.
    public static func showsBadge(_ unread: Int) -> Bool {
        unread > 0
    }

    /// The badge text for an unread count.
    public static func badgeLabel(_ unread: Int) -> String {
        unread > MessageScrollerSpec.unreadCountCap ? MessageScrollerSpec.unreadOverflowLabel : "\(unread)"
    }
}
