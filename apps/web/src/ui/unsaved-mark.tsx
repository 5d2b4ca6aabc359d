// The page header's "Unsaved changes" mark (issue 30 §5): an editing screen shows it while typed values
// differ from the saved ones, so nobody leaves believing they were saved.
import { Badge, Button, Group } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import type { ReactNode } from "react";

export function UnsavedMark({ isChanged }: { isChanged: boolean }) {
  if (!isChanged) return null;
  return (
    // Dark ink on the light yellow: the yellow's own shades fall short of 4.5:1 (axe).
    <Badge
      color="yellow"
      variant="light"
      c="dark.7"
      leftSection={<IconPencil size={12} />}
      role="status"
      data-unsaved
    >
      Unsaved changes
    </Badge>
  );
}

/** A form's submit button with the mark beside it: where an editing screen's Save stands. */
export function SaveButton({
  isChanged,
  loading,
  children = "Save",
}: {
  isChanged: boolean;
  loading?: boolean;
  children?: ReactNode;
}) {
  return (
    <Group gap="sm">
      <Button type="submit" loading={loading}>
        {children}
      </Button>
      <UnsavedMark isChanged={isChanged} />
    </Group>
  );
}
