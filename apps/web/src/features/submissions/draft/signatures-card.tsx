// The comic form's signature rows (submissions-pricing §5, §9): up to 24, type ASP, VSP or VSPP and the
// signee from the lookup. Witnessed and partial-grade comics offer ASP only, grade-screened ones VSPP only;
// VSP is not offered while a VSPP is on the comic (domain allowedSignatureTypes, canSetVsp).
import { canSetVsp, MAX_SIGNATURE_ROWS, type SignatureType } from "@gbo/domain/signatures";
import { Autocomplete, Button, Card, Group, Select, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useLookup } from "./api/draft-calls";
import type { ComicFormValues } from "./comic-form-state";

const SIGNATURE_OPTIONS: { value: SignatureType; label: string }[] = [
  { value: "ASP", label: "ASP" },
  { value: "VSP", label: "VSP" },
  { value: "VSPP", label: "VSPP" },
];

export function SignaturesCard({
  rows,
  allowed,
  onChange,
  error,
}: {
  rows: ComicFormValues["signatures"];
  /** The types this comic may carry (domain allowedSignatureTypes: raw grade ASP only, screening VSPP only). */
  allowed: readonly SignatureType[];
  onChange: (rows: ComicFormValues["signatures"]) => void;
  error?: string;
}) {
  const isVspAllowed = (index: number) => canSetVsp(rows.filter((_, i) => i !== index));
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Signatures
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={rows.length >= MAX_SIGNATURE_ROWS || allowed.length === 0}
          onClick={() => onChange([...rows, { type: allowed[0] ?? "ASP", name: "" }])}
        >
          Add signature
        </Button>
      </Group>
      {allowed.length < SIGNATURE_OPTIONS.length ? (
        <Text size="sm" c="dimmed" mb="xs" data-signature-types>
          {allowed.length === 0
            ? "A raw-graded, grade-screened comic takes no signature add-on."
            : `This comic takes ${allowed.join(" and ")} signatures only (raw grade or witnessed: ASP; grade screening: VSPP).`}
        </Text>
      ) : null}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No signatures. Up to {MAX_SIGNATURE_ROWS}.
        </Text>
      ) : null}
      <Stack gap="xs">
        {rows.map((row, index) => (
          <SignatureRowInput
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            key={index}
            index={index}
            row={row}
            options={SIGNATURE_OPTIONS.filter(
              (o) => allowed.includes(o.value) && (o.value !== "VSP" || isVspAllowed(index)),
            )}
            onChange={(next) => onChange(rows.map((r, i) => (i === index ? next : r)))}
            onRemove={() => onChange(rows.filter((_, i) => i !== index))}
          />
        ))}
      </Stack>
      {error ? (
        <Text c="red" size="sm" mt="xs">
          {error}
        </Text>
      ) : null}
    </Card>
  );
}

function SignatureRowInput({
  index,
  row,
  options,
  onChange,
  onRemove,
}: {
  index: number;
  row: ComicFormValues["signatures"][number];
  options: { value: SignatureType; label: string }[];
  onChange: (row: ComicFormValues["signatures"][number]) => void;
  onRemove: () => void;
}) {
  const [debounced] = useDebouncedValue(row.name, 250);
  const signees = useLookup("signee", debounced);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Select
        aria-label={`Signature ${index + 1} type`}
        data={options}
        value={row.type}
        onChange={(v) => onChange({ ...row, type: (v as SignatureType) ?? "ASP" })}
        allowDeselect={false}
        w={100}
      />
      <Autocomplete
        aria-label={`Signature ${index + 1} signee`}
        placeholder="Signee"
        data={[...new Set((signees.data?.values ?? []).map((v) => v.value))]}
        value={row.name}
        onChange={(name) => onChange({ ...row, name })}
        style={{ flex: 1 }}
      />
      <Button
        variant="subtle"
        color="red"
        aria-label={`Remove signature ${index + 1}`}
        onClick={onRemove}
        px="xs"
      >
        <IconTrash size={16} />
      </Button>
    </Group>
  );
}
