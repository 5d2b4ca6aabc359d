import { Alert, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ApiError } from "../../../api";

/** One part of "The lab at a glance": a titled panel. */
export function DashboardSection({
  title,
  note,
  actions,
  children,
}: {
  title: string;
  note?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = `dashboard-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={3} size="h4" id={id}>
              {title}
            </Title>
            {note ? (
              <Text size="sm" c="dimmed">
                {note}
              </Text>
            ) : null}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** "12 tiers", "1 order": a station's count in its unit, right-aligned in a table. */
export function UnitCountCell({ count, unit }: { count: number; unit: "orders" | "tiers" }) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
      {count}{" "}
      <Text span size="sm" c="dimmed">
        {count === 1 ? unit.slice(0, -1) : unit}
      </Text>
    </Table.Td>
  );
}

/** The server's words for a refusal: its field messages when it gives them, else its message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.modelStateMessages.join(" ") || error.message;
  return "The figures could not be loaded.";
}

/** Loading, failed or loaded: what every section shows before its figures. */
export function SectionState({
  query,
  what,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  what: string;
  children: () => ReactNode;
}) {
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={`The ${what} could not be loaded`}>
        {errorText(query.error)}
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Group gap="xs" py="sm">
        <Loader size="sm" role="status" aria-label={`Loading the ${what}`} />
        <Text size="sm" c="dimmed">
          Loading the {what}…
        </Text>
      </Group>
    );
  }
  return <>{children()}</>;
}
