// /shelves/{A-B-C} (administration §2 "a shelf detail with scan-in and scan-out of tiers"): the shelf's
// id, location and country, the scan box, the tiers on it, and the shelf log. An address that is not a
// shelf id goes back to the entry screen with 'Please enter valid shelf id'; "a-1-b" becomes A-1-B.
import { normalizeShelfId } from "@gbo/domain/shelves";
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { ListFooter } from "../../ui/list-page";
import { SHELF_PAGE_SIZE, useShelfInfo, useShelfTiers } from "./api/shelf-calls";
import { ShelfLogDialog } from "./components/shelf-log-dialog";
import { ShelfScanForm } from "./components/shelf-scan-form";
import { ShelfTiersTable } from "./components/shelf-tiers-table";
import { INVALID_SHELF_PARAM } from "./shelves-page";
import { useShelfMoves } from "./use-shelf-moves";

export function ShelfPage() {
  const { id: raw } = useParams({ strict: false }) as { id: string };
  const id = normalizeShelfId(raw);
  const navigate = useNavigate();
  useEffect(() => {
    if (!id)
      void navigate({ to: "/shelves", search: { [INVALID_SHELF_PARAM]: raw } as never, replace: true });
    else if (id !== raw) void navigate({ to: "/shelves/$id", params: { id }, replace: true });
  }, [id, raw, navigate]);
  return id && id === raw ? <Shelf key={id} id={id} /> : null;
}

function Shelf({ id }: { id: string }) {
  const info = useShelfInfo(id);
  const [page, setPage] = useState<number | undefined>(undefined);
  const tiers = useShelfTiers(id, page);
  const moves = useShelfMoves(id);
  const [isLogOpen, setIsLogOpen] = useState(false);
  const shelf = info.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/shelves" size="sm" w="fit-content">
        ← Shelves
      </Anchor>
      <Group justify="space-between" align="center">
        <Group gap="sm" align="center">
          <Title order={1} size="h2" ff="monospace">
            Shelf {id}
          </Title>
          {shelf?.country ? (
            <Badge color={shelf.country === "CA" ? "red" : "gray"} radius="sm" data-shelf-country>
              {shelf.country}
            </Badge>
          ) : null}
        </Group>
        <Button variant="default" leftSection={<IconHistory size={16} />} onClick={() => setIsLogOpen(true)}>
          Shelf log
        </Button>
      </Group>
      {info.isError ? <Alert color="red">The shelf could not be loaded.</Alert> : null}
      {shelf ? (
        <Text size="sm" c="gray.7">
          {shelf.location} · {shelf.tierCount} {shelf.tierCount === 1 ? "tier" : "tiers"}
        </Text>
      ) : null}
      {shelf && !shelf.exists ? (
        <Alert color="blue" variant="light" title="New shelf">
          No tier has been put on {id} yet: the first tier scanned in creates the shelf, for that order's
          country (US or CA).
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <ShelfScanForm shelfId={id} moves={moves} />
      </Paper>
      <ShelfTiersTable shelfId={id} tiers={tiers.data?.rows} isError={tiers.isError} moves={moves} />
      <ListFooter
        total={tiers.data?.total}
        noun={tiers.data?.total === 1 ? "tier" : "tiers"}
        page={page}
        pageSize={SHELF_PAGE_SIZE}
        onPage={setPage}
      />
      <ShelfLogDialog shelfId={id} opened={isLogOpen} onClose={() => setIsLogOpen(false)} />
    </Stack>
  );
}
