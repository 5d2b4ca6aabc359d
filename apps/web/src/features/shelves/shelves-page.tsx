// /shelves (administration §2 "An entry screen"): the shelf id box (shown uppercase; Enter or Open goes
// to /shelves/A-1-B; 'Please enter shelf Id' / 'Please enter valid shelf id' at once) and the shelves
// below, narrowed to the ids starting with what is typed.
import type { TShelfSummary } from "@gbo/contracts/shelves";
import { ENTER_VALID_SHELF_ID } from "@gbo/domain/messages";
import { validateShelfId } from "@gbo/domain/shelves";
import { Anchor, Badge, Button, Group, TextInput } from "@mantine/core";
import { IconPlus, IconStack2 } from "@tabler/icons-react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { ListFooter, ListPage, ListResults } from "../../ui/list-page";
import type { QueueColumn } from "../../ui/queue-table";
import { addressText } from "../../ui/use-list-address";
import { SHELF_PAGE_SIZE, useShelves } from "./api/shelf-calls";

/** /shelves?invalid=… : the shelf address that was not an id (the detail screen sends it back here). */
export const INVALID_SHELF_PARAM = "invalid";

const COLUMNS: QueueColumn<TShelfSummary>[] = [
  {
    key: "id",
    header: "Shelf",
    cell: (s) => (
      <Anchor
        component={Link}
        to={`/shelves/${s.id}`}
        ff="monospace"
        fw={700}
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        {s.id}
      </Anchor>
    ),
  },
  { key: "location", header: "Location", cell: (s) => s.location },
  {
    key: "country",
    header: "Country",
    cell: (s) => (
      <Badge color={s.country === "CA" ? "red" : "gray"} variant="light" radius="sm">
        {s.country}
      </Badge>
    ),
  },
  { key: "tiers", header: "Tiers", cell: (s) => s.tierCount },
];

export function ShelvesPage() {
  const navigate = useNavigate();
  // The router reads ?invalid=123 as a number: addressText takes either.
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const invalid = addressText(search[INVALID_SHELF_PARAM], 20);
  const [text, setText] = useState(invalid?.toUpperCase() ?? "");
  const [error, setError] = useState<string | null>(invalid ? ENTER_VALID_SHELF_ID : null);
  const [page, setPage] = useState<number | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  const list = useShelves({ search: text.trim() || undefined, page });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateShelfId(text);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    void navigate({ to: "/shelves/$id", params: { id: checked.value } });
  }

  return (
    <ListPage
      title="Shelves"
      actions={
        <Button component={Link} to="/shelves/new" variant="default" leftSection={<IconPlus size={16} />}>
          New shelf
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            ref={inputRef}
            label="Shelf id"
            name="shelfId"
            description="Aisle-bay-level, as printed on the shelf (A-1-B)"
            placeholder="A-1-B"
            leftSection={<IconStack2 size={16} />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value.toUpperCase());
              setPage(undefined);
              setError(null);
            }}
            error={error}
            autoComplete="off"
            spellCheck={false}
            w={280}
            maxLength={20}
          />
          <Button type="submit" mt={46}>
            Open
          </Button>
        </Group>
      </form>
      <ListResults
        label="Shelves"
        noun="shelves"
        query={{ isError: list.isError, data: list.data?.rows }}
        columns={COLUMNS}
        rowKey={(s) => s.id}
        rowAttributes={(s) => ({ "data-shelf": s.id })}
        onOpen={(s) => void navigate({ to: "/shelves/$id", params: { id: s.id } })}
      />
      <ListFooter
        total={list.data?.total}
        noun="shelves"
        page={page}
        pageSize={SHELF_PAGE_SIZE}
        onPage={setPage}
      />
    </ListPage>
  );
}
