package uim.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.defaultMinSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp

fun badgeLabel(count: Int): String {
    if (count <= 0) return ""
    return if (count > 99) "99+" else "$count"
}

@Composable
fun Badge(count: Int, colors: UimColors) {
    Text(
        text = badgeLabel(count),
        modifier = Modifier
            .defaultMinSize(minWidth = 18.dp, minHeight = 18.dp)
            .background(colors.accent, CircleShape)
            .padding(horizontal = 5.dp),
    )
}
