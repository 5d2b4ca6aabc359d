import { Alert, Button, Group, Stack, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link, useRouter } from "@tanstack/react-router";

/** /orders/invalid: an order or comic failed to load, or a tier id is missing (workflow §2). */
export function OrderInvalidPage() {
  const router = useRouter();
  return (
    <Stack maw={640} gap="md">
      <Title order={2}>Order could not be loaded</Title>
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Nothing to show">
        The order, tier or comic you asked for does not exist or could not be loaded. Check the number and
        scan it again, or use the search box.
      </Alert>
      <Group>
        <Button variant="light" onClick={() => router.history.back()}>
          Go back
        </Button>
        <Button component={Link} to="/dashboard" variant="default">
          Dashboard
        </Button>
      </Group>
    </Stack>
  );
}
