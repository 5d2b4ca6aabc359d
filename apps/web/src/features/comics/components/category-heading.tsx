// A comic form's heading with the comic's derived category beside it (the grade and signature views).
import { Badge, Group, Text, Title } from "@mantine/core";

export function CategoryHeading({
  title,
  category,
  testId,
}: {
  title: string;
  category: string | null | undefined;
  testId: string;
}) {
  return (
    <Group justify="space-between">
      <Title order={3}>{title}</Title>
      <Group gap="xs">
        <Text size="sm">Category</Text>
        <Badge data-testid={testId} variant="light">
          {category ?? "—"}
        </Badge>
      </Group>
    </Group>
  );
}
