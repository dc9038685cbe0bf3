import { StyleSheet, Text, View } from "react-native";
import { colors } from "../theme";

export function badgeLabel(count: number): string {
  if (count <= 0) return "";
  return count > 99 ? "99+" : `${count}`;
}

export function Badge({ count }: { count: number }) {
  return (
    <View style={styles.badge}>
      <Text style={styles.label}>{badgeLabel(count)}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  badge: {
    height: 18,
    minWidth: 18,
    paddingHorizontal: 5,
    borderRadius: 9,
    backgroundColor: colors.accent,
  },
  label: { color: colors.onAccent },
});
