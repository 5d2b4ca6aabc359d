// The tier grid of the invoicing screen (submissions-pricing §2, §3 "Tier row in an invoice", §5): at most
// 10 rows of tier, comic count, insured value, fast pass, press and the option counts, each row's message
// inline ('Insurance value exceeds tier maximum insured value' …), and "Add tier" ('Tier already exists',
// 'Maximum tier limit reached').
import {
  type AddOn,
  FAST_PASS_VALUES,
  type FastPassValue,
  fastPassLabel,
  type Tier,
} from "@gbo/domain/catalog";
import {
  canHaveOriginalArt,
  canHaveSlabOnly,
  INVOICE_REHOLDER_TIER_ID,
  type InvoiceRowQuote,
  type InvoiceTierRow,
  isFastPassLevelOffered,
  parseInsuredInput,
  type SubCountField,
  subCountLimits,
  validateRowBasics,
} from "@gbo/domain/invoice";
import { formatMoney } from "@gbo/domain/money";
import { ActionIcon, Group, NumberInput, ScrollArea, Select, Table, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { STUCK_RIGHT } from "../../../ui/sticky-column";
import { canFastPass } from "./invoice-model";

export const SUB_COUNT_LABELS: Record<SubCountField, string> = {
  imageCount: "Image",
  internationalCount: "International",
  originalArtworkCount: "Original art",
  slabOnlyCount: "Slab only",
  pressCount: "Pressed",
  pressScreenCount: "Press screening",
  rawGradeCount: "Raw grade",
  screeningCount: "Grade screening",
  rawGradeScreeningBoth: "Both",
  processingCount: "Processing",
};
const FIELDS = Object.keys(SUB_COUNT_LABELS) as SubCountField[];

/** The fast-pass levels a row may take: none, and each level its tier sells (§3 fastPassValue). */
function fastPassOptions(tier: Tier | undefined, current: FastPassValue, fastPassAddOn: AddOn | undefined) {
  const offered = FAST_PASS_VALUES.filter(
    (v) => v === 0 || v === current || (tier !== undefined && isFastPassLevelOffered(tier, v, fastPassAddOn)),
  );
  return offered.map((v) => ({ value: String(v), label: v === 0 ? "None" : fastPassLabel(v) }));
}

export type TierGridHandlers = {
  onTier: (index: number, tierId: string) => void;
  onCount: (index: number, value: unknown) => void;
  onInsured: (index: number, cents: number) => void;
  onSubCount: (index: number, field: SubCountField, value: unknown) => void;
  onFields: (index: number, fields: Partial<InvoiceTierRow>) => void;
  onRemove: (index: number) => void;
};

/** Whether a count is open on the row: by its tier's code (a row id may carry a fast-pass letter or a
 * part number: MDF, NW2). */
function isFieldOpen(row: InvoiceTierRow, code: string, field: SubCountField): boolean {
  if (code === INVOICE_REHOLDER_TIER_ID) return false;
  if (field === "originalArtworkCount") return canHaveOriginalArt(code) || row.originalArtworkCount > 0;
  if (field === "slabOnlyCount") return canHaveSlabOnly(code) || row.slabOnlyCount > 0;
  return true;
}

/** Insured typed in whole dollars; a fraction answers 'Insurance must be in whole number.' */
function InsuredCell({
  row,
  onCents,
  label,
}: {
  row: InvoiceTierRow;
  onCents: (c: number) => void;
  label: string;
}) {
  const [text, setText] = useState(row.insured ? String(row.insured / 100) : "");
  const [error, setError] = useState<string | undefined>();
  return (
    <TextInput
      aria-label={label}
      value={text}
      inputMode="numeric"
      w={110}
      error={error}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setText(value);
        const parsed = parseInsuredInput(value);
        setError(parsed.ok ? undefined : parsed.message);
        if (parsed.ok) onCents(parsed.value);
      }}
    />
  );
}

export function TierGrid({
  rows,
  tiers,
  resolve,
  fastPassAddOn,
  amounts,
  country,
  isQuiet = false,
  handlers,
}: {
  rows: readonly InvoiceTierRow[];
  tiers: readonly Tier[];
  /** The catalog tier of a row id (NW2 is NW, VPE is VP). */
  resolve: (id: string) => Tier | undefined;
  fastPassAddOn: AddOn | undefined;
  amounts: readonly InvoiceRowQuote[];
  country: string;
  /** The rows' messages wait until the invoicer starts (a new walk-in invoice's blank row). */
  isQuiet?: boolean;
  handlers: TierGridHandlers;
}) {
  const byId = new Map(tiers.map((t) => [t.id, t]));
  const options = tiers.map((t) => ({ value: t.id, label: `${t.id} · ${t.label}` }));
  return (
    <ScrollArea type="auto">
      <Table withTableBorder striped data-tier-grid miw={1500} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tier</Table.Th>
            <Table.Th>Comics</Table.Th>
            <Table.Th>Insured ($)</Table.Th>
            <Table.Th>Fast pass</Table.Th>
            <Table.Th>Press speed</Table.Th>
            {FIELDS.map((f) => (
              <Table.Th key={f}>{SUB_COUNT_LABELS[f]}</Table.Th>
            ))}
            <Table.Th ta="right" style={STUCK_RIGHT}>
              Tier total
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => {
            const tier = byId.get(row.id) ?? resolve(row.id);
            const code = tier?.id ?? row.id;
            const basics = validateRowBasics(row, tier?.insured);
            const limits = subCountLimits(row);
            const total = amounts.find((a) => a.id === row.id)?.tierTotal ?? 0;
            const name = row.id || `row ${i + 1}`;
            return (
              <Table.Tr key={row.id} data-row={row.id}>
                <Table.Td>
                  <Select
                    aria-label={`Tier of row ${i + 1}`}
                    data={
                      byId.has(row.id) || !row.id
                        ? options
                        : [...options, { value: row.id, label: `${row.id} · ${row.label}` }]
                    }
                    value={row.id || null}
                    onChange={(v) => v && handlers.onTier(i, v)}
                    w={190}
                    searchable
                  />
                  {basics.ok || isQuiet ? null : (
                    <Text size="xs" c="red" role="alert" data-row-message>
                      {basics.message}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Comics of ${name}`}
                    value={row.count}
                    min={0}
                    max={100}
                    w={80}
                    allowDecimal={false}
                    onChange={(v) => handlers.onCount(i, v)}
                  />
                </Table.Td>
                <Table.Td>
                  <InsuredCell
                    key={row.id}
                    row={row}
                    label={`Insured of ${name}`}
                    onCents={(c) => handlers.onInsured(i, c)}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Fast pass of ${name}`}
                    data={fastPassOptions(tier, row.fastPass, fastPassAddOn)}
                    value={String(row.fastPass)}
                    disabled={!canFastPass(tier) && row.fastPass === 0}
                    onChange={(v) => handlers.onFields(i, { fastPass: Number(v ?? 0) as FastPassValue })}
                    w={150}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Press speed of ${name}`}
                    data={[
                      { value: "0", label: "None" },
                      { value: "1", label: "Pressing" },
                      { value: "2", label: "Fast Pressing" },
                    ]}
                    value={String(row.press)}
                    disabled={code === INVOICE_REHOLDER_TIER_ID}
                    onChange={(v) => handlers.onFields(i, { press: (Number(v) || 0) as 0 | 1 | 2 })}
                    w={140}
                  />
                </Table.Td>
                {FIELDS.map((f) => (
                  <Table.Td key={f}>
                    <NumberInput
                      aria-label={`${SUB_COUNT_LABELS[f]} of ${name}`}
                      value={row[f]}
                      min={0}
                      max={limits[f]}
                      w={72}
                      allowDecimal={false}
                      disabled={!isFieldOpen(row, code, f)}
                      onChange={(v) => handlers.onSubCount(i, f, v)}
                    />
                  </Table.Td>
                ))}
                <Table.Td style={STUCK_RIGHT}>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Text span size="sm" ff="monospace" data-tier-total>
                      {formatMoney(total, country)}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${name}`}
                      onClick={() => handlers.onRemove(i)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
