import SwiftUI

func badgeLabel(_ count: Int) -> String {
    if count <= 0 { return "" }
    return count > 99 ? "99+" : "\(count)"
}

struct Badge: View {
    let count: Int

    var body: some View {
        Text(badgeLabel(count))
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Color.accent, in: Capsule())
    }
}
