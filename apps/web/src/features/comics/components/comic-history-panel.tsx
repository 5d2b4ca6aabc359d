import type { TComic } from "@gbo/contracts/orders";
import { statusLabel } from "@gbo/domain/workflow";
import { Button, Loader, Paper, Stack, Text, Timeline, Title } from "@mantine/core";
import { useState } from "react";
import { dateTime } from "../../../ui/format";
import { useOrderLog } from "../../orders";
import { comicHistory, logTypeWords } from "../comic-history";

const FIRST = 8;

/** Chain of custody: who did what to this comic (or its tier) and when, newest first. */
export function ComicHistoryPanel({ comic }: { comic: TComic }) {
  const log = useOrderLog(comic.orderId);
  const [isAll, setIsAll] = useState(false);
  const entries = log.data ? comicHistory(log.data, comic) : [];
  const shown = isAll ? entries : entries.slice(0, FIRST);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="comic-history-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="comic-history-title">
          History
        </Title>
        {log.isPending ? (
          <Loader size="sm" />
        ) : log.isError ? (
          <Text c="red.9" size="sm">
            The history could not be loaded: {log.error.message}
          </Text>
        ) : entries.length === 0 ? (
          <Text c="gray.7" size="sm">
            Nothing has been logged about this comic yet.
          </Text>
        ) : (
          <Timeline bulletSize={10} lineWidth={2} data-comic-history>
            {shown.map((entry) => (
              <Timeline.Item
                key={entry.id}
                title={
                  <Text span size="sm" fw={600}>
                    {logTypeWords(entry.type)}
                  </Text>
                }
              >
                <Text size="sm">
                  {entry.description}
                  {entry.fromStatus && entry.toStatus && entry.fromStatus !== entry.toStatus
                    ? ` (${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)})`
                    : ""}
                </Text>
                <Text size="xs" c="gray.7">
                  {entry.author} · {dateTime(entry.date)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        {!isAll && entries.length > FIRST ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setIsAll(true)} w="fit-content">
            Show all {entries.length}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
