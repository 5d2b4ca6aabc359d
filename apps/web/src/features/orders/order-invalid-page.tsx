import { normalizeOrderId, parseScanCode } from "@gbo/domain/ids";
import { Alert, Button, Code, Group, Stack, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link, useRouter, useSearch } from "@tanstack/react-router";
import type { InvalidSearch } from "./invalid-search";

/** What the page says about the id it was given: not found (a real id) or not an id at all. */
export function invalidHeading(readId: string | undefined): string {
  if (!readId) return "Order could not be loaded";
  const orderId = normalizeOrderId(readId);
  if (orderId) return `Order ${orderId} was not found`;
  if (parseScanCode(readId.replace("/", "-"))) return `${readId} was not found`;
  return `${readId} is not an order, tier or comic id`;
}

/** /orders/invalid: an order or comic failed to load, or a tier id is missing (workflow §2). */
export function OrderInvalidPage() {
  const router = useRouter();
  const { id } = useSearch({ strict: false }) as InvalidSearch;
  return (
    <Stack maw={640} gap="md">
      <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
        {invalidHeading(id)}
      </Title>
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Nothing to show">
        {id ? (
          <>
            Read: <Code ff="monospace">{id}</Code>.{" "}
          </>
        ) : null}
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
