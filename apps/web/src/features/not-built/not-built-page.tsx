import { Badge, Card, Code, Group, Stack, Text, Title } from "@mantine/core";
import { IconHammer } from "@tabler/icons-react";
import { useLocation } from "@tanstack/react-router";

export type NotBuiltScreen = { title: string; capability: string };

/** A screen of the spec that later work delivers: says what it is and which capability brings it. */
export function NotBuiltPage({ screen }: { screen: NotBuiltScreen }) {
  const location = useLocation();
  return (
    <Stack gap="md" maw={720}>
      <Group gap="sm">
        <Title order={1} size="h2">
          {screen.title}
        </Title>
        <Badge color="gray" variant="light">
          not yet built
        </Badge>
      </Group>
      <Card withBorder padding="lg" radius="md">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <IconHammer size={28} stroke={1.5} aria-hidden />
          <Stack gap={6}>
            <Text fw={600}>This screen is not yet built.</Text>
            <Text c="dimmed">
              It will be delivered by <b>{screen.capability}</b>.
            </Text>
            <Text size="sm" c="dimmed">
              Address: <Code>{location.pathname}</Code>
            </Text>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}

/** Route component factory: `component: notBuilt(SCREENS.receiving)`. */
export function notBuilt(screen: NotBuiltScreen) {
  const Screen = () => <NotBuiltPage screen={screen} />;
  Screen.displayName = `NotBuilt(${screen.title})`;
  return Screen;
}
