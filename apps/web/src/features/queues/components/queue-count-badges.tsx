import type { TQueueCount } from "@gbo/contracts/orders";
import { Badge, Group, VisuallyHidden } from "@mantine/core";

/**
 * "12" waiting and a red "3 late" beside a station's name: the menu shows the number alone (the word is
 * for screen readers), a dashboard card has room for "12 waiting".
 */
export function QueueCountBadges({ count, isSpelled = false }: { count: TQueueCount; isSpelled?: boolean }) {
  const size = isSpelled ? "md" : "sm";
  return (
    <Group
      gap={4}
      wrap="nowrap"
      data-queue-count={count.queue}
      data-waiting={count.waiting}
      data-late={count.late}
    >
      <Badge size={size} variant="default" radius="sm">
        {count.waiting}
        {isSpelled ? " waiting" : <VisuallyHidden> waiting</VisuallyHidden>}
      </Badge>
      {count.late > 0 ? (
        <Badge size={size} variant="filled" color="red.8" radius="sm">
          {count.late} late
        </Badge>
      ) : null}
    </Group>
  );
}
