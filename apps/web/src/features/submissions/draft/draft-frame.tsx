// What every draft screen shows first: loading, a failed load, or the customer line above the screen.
import { formatMoney } from "@gbo/domain/money";
import { Alert, Badge, Group, Loader, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ApiError } from "../../../api";
import type { DraftContext } from "./use-draft";

type Ready = { [K in "profile" | "draft" | "catalog" | "submitData"]: NonNullable<DraftContext[K]> };

export function DraftFrame({
  title,
  context,
  actions,
  children,
}: {
  title: string;
  context: DraftContext;
  actions?: ReactNode;
  children: (ready: Ready) => ReactNode;
}) {
  const { profile, draft, catalog, submitData, error } = context;
  const ready = profile && draft && catalog && submitData;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{title}</Title>
          {profile && draft ? (
            <Group gap="xs" mt={4} data-draft-customer={profile.member.id}>
              <Text fw={600}>
                {profile.member.firstName} {profile.member.lastName}
              </Text>
              <Text c="dimmed" size="sm">
                {profile.member.email}
              </Text>
              <Badge variant="light">{draft.level}</Badge>
              <Badge variant="light" color="gray">
                {draft.countryCode}
              </Badge>
              <Badge variant="outline" color="gray">
                {draft.collectibleType}
                {draft.collectibleType === "Manga" ? ` · ${draft.mangaType}` : ""}
              </Badge>
              <Text size="sm" c="dimmed">
                Rewards {formatMoney(profile.rewards.available, draft.countryCode)}
              </Text>
            </Group>
          ) : null}
        </div>
        {actions}
      </Group>
      {error ? (
        <Alert color="red" title="The submission could not be loaded">
          {error instanceof ApiError || error instanceof Error ? error.message : "Error processing request."}
        </Alert>
      ) : ready ? (
        children({ profile, draft, catalog, submitData })
      ) : (
        <Group>
          <Loader size="sm" />
          <Text c="dimmed">Loading the price list…</Text>
        </Group>
      )}
    </Stack>
  );
}
