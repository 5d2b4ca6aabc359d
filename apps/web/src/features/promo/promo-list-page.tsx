// /promocodes: the promo code list (administration §2), searched by code or title, a page at a time.
import type { TPromoAdmin } from "@gbo/contracts/promo";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { dateTime } from "../../ui/format";
import { ListFooter, ListPage, ListResults, ListSearchInput } from "../../ui/list-page";
import type { QueueColumn } from "../../ui/queue-table";
import { addressPage, addressText, useListAddress } from "../../ui/use-list-address";
import { useSearchText } from "../../ui/use-search-text";
import { PROMO_PAGE_SIZE, type PromoSearch, usePromoPage } from "./promo-calls";
import { promoDay, promoTypeLabel, promoValueText } from "./promo-display";

const COLUMNS: QueueColumn<TPromoAdmin>[] = [
  { key: "code", header: "Code", cell: (p) => p.id },
  { key: "title", header: "Title", cell: (p) => p.title },
  { key: "type", header: "Type", cell: (p) => promoTypeLabel(p.promoType) },
  { key: "value", header: "Value", cell: promoValueText },
  { key: "start", header: "Start", cell: (p) => promoDay(p.startDate) },
  { key: "end", header: "End", cell: (p) => promoDay(p.endDate) },
  { key: "updated", header: "Last updated", cell: (p) => dateTime(p.lastUpdatedDate), isSecondary: true },
];

const parse = (raw: Record<string, unknown>): PromoSearch => ({
  search: addressText(raw.search),
  page: addressPage(raw.page),
});

export function PromoListPage() {
  const [search, setSearch] = useListAddress("/promocodes", parse);
  const navigate = useNavigate();
  const [text, setText] = useSearchText(search.search, (typed) => setSearch({ search: typed }));
  const list = usePromoPage(search);
  return (
    <ListPage
      title="Promo codes"
      actions={
        <Button component={Link} to="/promocodes/new" leftSection={<IconPlus size={16} />}>
          New promo code
        </Button>
      }
      filters={<ListSearchInput value={text} onChange={setText} placeholder="Code or title" />}
    >
      <ListResults
        label="Promo codes"
        noun="promo codes"
        query={{ isError: list.isError, data: list.data?.rows }}
        columns={COLUMNS}
        rowKey={(p) => p.id}
        rowAttributes={(p) => ({ "data-promo": p.id })}
        onOpen={(p) => void navigate({ to: "/promocodes/$id", params: { id: p.id } })}
      />
      <ListFooter
        total={list.data?.total}
        noun="promo codes"
        page={search.page}
        pageSize={PROMO_PAGE_SIZE}
        onPage={(page) => setSearch({ page })}
      />
    </ListPage>
  );
}
