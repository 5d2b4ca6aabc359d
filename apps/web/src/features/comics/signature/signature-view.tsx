// The signature child view of the comic screen (/orders/{id}/{comicId}/signature; workflow §4, §5):
// up to 24 rows with the ASP → VSP → VSPP type cycle, validity, removal, the signature and verification
// description dialogs, the category derived live, and the comic's VSP approve / disapprove. The rules
// are the domain's (the server enforces them); here they give instant feedback.
import type { TComic } from "@gbo/contracts/orders";
import { VSP_WHILE_VSPP } from "@gbo/domain/messages";
import {
  isAspForced,
  isUndecidedVerified,
  isVerifiedType,
  MAX_SIGNATURE_ROWS,
  NO_UNDECIDED_SIGNATURES_ON_COMIC,
} from "@gbo/domain/signatures";
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowBackUp, IconMessageReport, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { ApiError } from "../../../api";
import { confirmAction } from "../../../ui/confirm";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { orderQueryOptions, useOrderAction } from "../../orders";
import { CategoryHeading } from "../components/category-heading";
import type { ComicViewProps } from "../components/view-props";
import { judgeComic, saveSignatures } from "./signature-api";
import { DescriptionDialog, DisapproveDialog, SignatureDialog } from "./signature-dialogs";
import {
  blankRow,
  bodyOf,
  canAddRow,
  checkSave,
  cycleHint,
  cycleType,
  isDirty,
  isFilled,
  isVspBlocked,
  liveCategory,
  removeRow,
  rowsOf,
  type SignatureRowForm,
  todayIso,
  validityText,
} from "./signature-form";

const FIELD = "signatures";
export const NOT_AT_SIGNATURE =
  "This comic is not at the Signature station: its signatures are read-only here.";
const LABELS = { [FIELD]: "Signatures" };
const VALIDITY_COLOR: Record<string, string> = { Valid: "green", Failed: "red", "Not verified": "gray" };

/** /orders/{id}/{comicId}/signature. The form starts again when the comic's stored rows change. */
export function SignatureView({ comic }: ComicViewProps) {
  const key = JSON.stringify([
    comic.signatures,
    comic.category,
    comic.partialGrade,
    comic.isWitnessedSignature,
  ]);
  return <SignatureForm key={key} comic={comic} />;
}

type Dialog =
  | { kind: "details"; index: number }
  | { kind: "description"; index: number }
  | { kind: "disapprove" }
  | null;

function SignatureForm({ comic }: { comic: TComic }) {
  const orderId = comic.orderId;
  const [rows, setRows] = useState<SignatureRowForm[]>(() => rowsOf(comic));
  const [dialog, setDialog] = useState<Dialog>(null);
  // Why the last click on a type button skipped VSP, shown under the table (issue 29: it used to jump
  // from ASP to VSPP without a word).
  const [hint, setHint] = useState<string | null>(null);
  const errors = useFormErrors();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toTier = () => void navigate({ to: "/orders/$id/$sub", params: { id: orderId, sub: comic.tierId } });

  const save = useOrderAction(orderId, (_: undefined, version) =>
    saveSignatures(orderId, comic.id, bodyOf(rows, version)),
  );
  const verdict = useOrderAction(
    orderId,
    (
      input: { verdict: "approve" | "disapprove"; comment?: string; descriptions?: Record<string, string> },
      version,
    ) =>
      judgeComic(orderId, comic.id, input.verdict, {
        version,
        comment: input.comment,
        descriptions: input.descriptions,
      }),
    { onDone: () => setDialog(null) },
  );

  const forced = isAspForced(comic);
  const category = liveCategory(comic, rows);
  const dirty = isDirty(comic, rows);
  const storedVerified = rows.filter((r) => r.id !== undefined && !r.remove && isVerifiedType(r.type));
  // A verdict decides only undecided rows (issue 29); a decided one changes in its own details.
  const storedUndecided = storedVerified.filter(isUndecidedVerified);
  // Signatures are worked at the Signature station only (the server answers the same); approval acts
  // on the stored rows, so unsaved edits would be judged as they were. "" blocks without a second note.
  const isAtStation = comic.status === "Signature";
  const verdictBlocked = !isAtStation
    ? ""
    : dirty
      ? "Save or undo your changes first."
      : storedVerified.length === 0
        ? "No saved VSP or VSPP signature."
        : storedUndecided.length === 0
          ? NO_UNDECIDED_SIGNATURES_ON_COMIC
          : null;

  const update = (index: number, change: Partial<SignatureRowForm>) => {
    setRows((current) => current.map((r, i) => (i === index ? { ...r, ...change } : r)));
    errors.clear(FIELD);
  };

  function onServerError(error: unknown) {
    if (error instanceof ApiError && error.status === 400) errors.report({ [FIELD]: error.message });
  }

  async function submit() {
    const checked = checkSave(comic, rows);
    if (!checked.ok) {
      errors.report({ [FIELD]: checked.message });
      return;
    }
    errors.clear();
    await queryClient.ensureQueryData(orderQueryOptions(orderId));
    save.mutate(undefined, { onSuccess: toTier, onError: onServerError });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  // Ctrl+Enter saves from any field, like the dialogs (the app-wide listener serves dialogs only).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  function remove(index: number) {
    const result = removeRow(rows, index, comic.tierId);
    if (!result.ok) {
      errors.report({ [FIELD]: result.message });
      return;
    }
    setRows(result.value);
    errors.clear(FIELD);
  }

  async function approve() {
    await queryClient.ensureQueryData(orderQueryOptions(orderId));
    confirmAction({
      title: "Approve signatures",
      message: `Approve the ${storedUndecided.length} undecided VSP/VSPP signature${storedUndecided.length === 1 ? "" : "s"} of ${comic.uniqueId} (${storedUndecided.map((r) => r.name).join(", ")})? They become valid, dated today when undated.`,
      confirmLabel: "Approve",
      onConfirm: () => verdict.mutate({ verdict: "approve" }, { onError: onServerError }),
    });
  }

  const current = dialog && "index" in dialog ? rows[dialog.index] : undefined;

  return (
    <Paper withBorder p="md">
      <form ref={errors.formRef} onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate aria-label="Signatures">
        <Stack gap="sm">
          <CategoryHeading title="Signatures" category={category} testId="signature-category" />
          {isAtStation ? null : (
            <Text size="sm" c="dimmed">
              {NOT_AT_SIGNATURE}
            </Text>
          )}
          {forced ? (
            <Text size="sm" c="dimmed">
              {comic.partialGrade ? "Raw grade" : "Witnessed signature"}: ASP only.
            </Text>
          ) : null}
          <FormErrorSummary errors={errors.errors} labels={LABELS} onFocusField={errors.focus} />
          <Table.ScrollContainer minWidth={540}>
            <Table verticalSpacing={4} horizontalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={28}>#</Table.Th>
                  <Table.Th miw={120}>Name</Table.Th>
                  <Table.Th w={124}>Date</Table.Th>
                  <Table.Th w={64}>Type</Table.Th>
                  <Table.Th w={124}>Validity</Table.Th>
                  <Table.Th w={88}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <SignatureRow
                    key={row.key}
                    row={row}
                    number={index + 1}
                    isForced={forced}
                    isVspBlocked={!forced && isVspBlocked(rows, index)}
                    onName={(name) => update(index, { name })}
                    onDate={(date) => update(index, { date })}
                    onCycle={() => {
                      const why = cycleHint(rows, index, comic);
                      setHint(why ? `Signature ${index + 1}: ${why}` : null);
                      setRows((r) => cycleType(r, index, comic, todayIso()));
                      errors.clear(FIELD);
                    }}
                    onDetails={() => setDialog({ kind: "details", index })}
                    onDescribe={() => setDialog({ kind: "description", index })}
                    onRemove={() => remove(index)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text
            size="xs"
            c="dimmed"
            role="status"
            data-testid="signature-cycle-hint"
            mih={hint ? undefined : 0}
          >
            {hint}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPlus size={14} />}
              disabled={!canAddRow(rows)}
              onClick={() => setRows((r) => [...r, blankRow()])}
            >
              Add signature
            </Button>
            <Text size="xs" c="dimmed">
              {rows.length} of {MAX_SIGNATURE_ROWS} rows
            </Text>
          </Group>
          <Group justify="space-between" align="flex-end">
            <Stack gap={2}>
              <Group gap="xs">
                <Button
                  variant="light"
                  color="green"
                  disabled={verdictBlocked !== null}
                  loading={verdict.isPending && verdict.variables?.verdict === "approve"}
                  onClick={() => void approve()}
                >
                  Approve signatures
                </Button>
                <Button
                  variant="light"
                  color="red"
                  disabled={verdictBlocked !== null}
                  onClick={() => setDialog({ kind: "disapprove" })}
                >
                  Disapprove signatures
                </Button>
              </Group>
              {verdictBlocked ? (
                <Text size="xs" c="dimmed">
                  {verdictBlocked}
                </Text>
              ) : null}
            </Stack>
            <Group gap="xs">
              <Button variant="default" onClick={toTier}>
                Back to tier
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!isAtStation} title="Ctrl+Enter">
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      {dialog?.kind === "details" && current ? (
        <SignatureDialog
          row={current}
          number={dialog.index + 1}
          onClose={() => setDialog(null)}
          onSave={(row) => {
            update(dialog.index, row);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === "description" && current ? (
        <DescriptionDialog
          row={current}
          onClose={() => setDialog(null)}
          onSave={(description) => {
            update(dialog.index, { description });
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === "disapprove" ? (
        <DisapproveDialog
          title="Disapprove signatures"
          intro={`The undecided VSP/VSPP signatures of ${comic.uniqueId} fail verification; each is described by its own text or the comment.`}
          confirmLabel="Disapprove"
          rows={storedUndecided}
          isPending={verdict.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(comment, descriptions) => {
            void queryClient
              .ensureQueryData(orderQueryOptions(orderId))
              .then(() =>
                verdict.mutate({ verdict: "disapprove", comment, descriptions }, { onError: onServerError }),
              );
          }}
        />
      ) : null}
    </Paper>
  );
}

function SignatureRow({
  row,
  number,
  isForced,
  isVspBlocked,
  onName,
  onDate,
  onCycle,
  onDetails,
  onDescribe,
  onRemove,
}: {
  row: SignatureRowForm;
  number: number;
  isForced: boolean;
  /** Another row is VSPP: the cycle skips VSP, and the button says why. */
  isVspBlocked: boolean;
  onName: (name: string) => void;
  onDate: (date: string | null) => void;
  onCycle: () => void;
  onDetails: () => void;
  onDescribe: () => void;
  onRemove: () => void;
}) {
  const validity = validityText(row);
  const isFailedVerified = row.processInvalid && isVerifiedType(row.type);
  const needsDescription = isFailedVerified && !row.description.trim();
  return (
    <Table.Tr data-signature-row={number} opacity={row.remove ? 0.5 : 1}>
      <Table.Td>{number}</Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`Signature ${number} name`}
          maxLength={256}
          value={row.name}
          disabled={row.remove}
          td={row.remove ? "line-through" : undefined}
          onChange={(e) => onName(e.currentTarget.value)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          type="date"
          aria-label={`Signature ${number} date`}
          value={row.date ?? ""}
          disabled={row.remove || !isFilled(row)}
          onChange={(e) => onDate(e.currentTarget.value || null)}
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-xs"
          variant="outline"
          w={56}
          aria-label={`Signature ${number} type`}
          title={
            isForced
              ? "ASP only on this comic"
              : isVspBlocked
                ? `ASP → VSPP: ${VSP_WHILE_VSPP}`
                : "ASP → VSP → VSPP"
          }
          disabled={row.remove || !isFilled(row)}
          onClick={onCycle}
        >
          {row.type}
        </Button>
      </Table.Td>
      <Table.Td>
        {isFilled(row) ? (
          <Badge
            size="sm"
            variant="light"
            color={VALIDITY_COLOR[validity]}
            data-testid={`signature-${number}-validity`}
          >
            {validity}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {isFilled(row) && !row.remove ? (
            <Tooltip label="Details">
              <ActionIcon variant="subtle" aria-label={`Signature ${number} details`} onClick={onDetails}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {isFailedVerified && !row.remove ? (
            <Tooltip label={needsDescription ? "Describe why it failed" : "Verification description"}>
              <ActionIcon
                variant={needsDescription ? "filled" : "subtle"}
                color={needsDescription ? "red" : undefined}
                aria-label={`Signature ${number} verification description`}
                onClick={onDescribe}
              >
                <IconMessageReport size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {isFilled(row) ? (
            <Tooltip label={row.remove ? "Keep" : "Remove"}>
              <ActionIcon
                variant="subtle"
                color={row.remove ? undefined : "red"}
                aria-label={row.remove ? `Keep signature ${number}` : `Remove signature ${number}`}
                onClick={onRemove}
              >
                {row.remove ? <IconArrowBackUp size={16} /> : <IconTrash size={16} />}
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
