import { Alert, Button, Code, Group, Stack, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { type ErrorComponentProps, Link } from "@tanstack/react-router";

/** A screen that crashed: say so plainly and offer a way on, instead of a blank page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <Stack maw={640} gap="md" p="lg">
      <Title order={1} size="h2">
        This screen ran into a problem
      </Title>
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Something went wrong">
        <Code block>{error instanceof Error ? error.message : String(error)}</Code>
      </Alert>
      <Group>
        <Button onClick={reset}>Try again</Button>
        <Button component={Link} to="/dashboard" variant="light">
          Dashboard
        </Button>
      </Group>
    </Stack>
  );
}
