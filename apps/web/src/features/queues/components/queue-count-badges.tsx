import type { TQueueCount } from "@gbo/contracts/orders";
import { Badge, Group, VisuallyHidden } from "@mantine/core";

/** "12" waiting and a red "3 late" beside a station's name (menu link, dashboard card). */
export function QueueCountBadges({ count, size = "sm" }: { count: TQueueCount; size?: "sm" | "md" }) {
  return (
    <Group
      gap={4}
      wrap="nowrap"
      data-queue-count={count.queue}
      data-waiting={count.waiting}
      data-late={count.late}
    >
      <Badge size={size} variant="light" color="gray.8" radius="sm">
        {count.waiting}
        <VisuallyHidden> waiting</VisuallyHidden>
      </Badge>
      {count.late > 0 ? (
        <Badge size={size} variant="filled" color="red.8" radius="sm">
          {count.late} late
        </Badge>
      ) : null}
    </Group>
  );
}
