import type { TComic } from "@gbo/contracts/orders";
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { serviceLabel } from "../../../ui/service-label";
import { StatusBadge } from "../../../ui/status-badge";
import { comicTitle } from "../../orders";

/** The comic's identity, as the tier screen shows a tier's: the way back to its tier, the one h1, badges. */
export function ComicHeader({ comic }: { comic: TComic }) {
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Stack gap={4}>
        <Anchor
          component={Link}
          to={`/orders/${comic.orderId}/${comic.tierId}`}
          size="sm"
          w="fit-content"
          data-tier-link
        >
          ← {comic.tierId} tier
        </Anchor>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} size="h2">
            <Text span inherit ff="monospace">
              {comic.uniqueId}
            </Text>
            <Text span inherit c="gray.7">
              {" / "}
            </Text>
            {comicTitle(comic)}
          </Title>
          <StatusBadge status={comic.status} size="lg" />
          {comic.reject ? (
            <Badge color="red" variant="filled" radius="sm">
              Reject
            </Badge>
          ) : null}
          {comic.partialGrade ? (
            <Badge color="gray" variant="filled" radius="sm">
              Raw grade
            </Badge>
          ) : null}
          {comic.fastPass > 0 ? (
            <Badge color="orange" radius="sm">
              {serviceLabel.fastPass(comic.fastPass)}
            </Badge>
          ) : null}
          {comic.press > 0 ? (
            <Badge color="indigo" variant="light" radius="sm">
              {serviceLabel.press(comic.press)}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
