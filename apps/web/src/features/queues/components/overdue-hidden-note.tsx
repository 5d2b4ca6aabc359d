import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

/** Said when the recent list leaves late work out: how much, and one click to the full list. */
export function OverdueHiddenNote({
  count,
  noun,
  onShowFullList,
}: {
  count: number;
  noun: "tiers" | "orders";
  onShowFullList: () => void;
}) {
  const what = count === 1 ? noun.slice(0, -1) : noun;
  return (
    <Alert
      color="red"
      variant="light"
      p="xs"
      icon={<IconAlertTriangle size={18} />}
      data-overdue-hidden={count}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={600} c="red.9">
          {count} overdue {what} not in the recent list
        </Text>
        <Button size="compact-sm" variant="filled" color="red.8" onClick={onShowFullList}>
          Show full list
        </Button>
      </Group>
    </Alert>
  );
}
