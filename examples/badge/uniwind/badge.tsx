import { Text, View } from "react-native";

export function badgeLabel(count: number): string {
  if (count <= 0) return "";
  return count > 99 ? "99+" : `${count}`;
}

export function Badge({ count }: { count: number }) {
  return (
    <View className="h-[18px] min-w-[18px] items-center justify-center rounded-full bg-accent px-[5px]">
      <Text className="text-on-accent">{badgeLabel(count)}</Text>
    </View>
  );
}
