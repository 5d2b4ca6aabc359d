// The grade child view of the comic screen (/orders/{id}/{comicId}/grade; workflow §4, §5). The rules
// are the domain's (the server enforces them); here they grey what is not allowed, show the derived
// category, and list every error at once before anything is sent.
import type { TComic } from "@gbo/contracts/orders";
import {
  canLooksBetter,
  canPartialGrade,
  deriveCategory,
  type ExclusiveFlag,
  formatGrade,
  GRADE_SCALE,
  gradeScreenWarning,
  isGradingHidden,
  isGradingStatus,
  nextGradeComic,
  REJECT_FEE_MAX_DIGITS,
  toggleExclusiveFlag,
  togglePress,
  UNSAVED_GRADE_TITLE,
  unsavedGradeMessage,
  validateGradeSave,
} from "@gbo/domain/grading";
import { signeeLineMax } from "@gbo/domain/signatures";
import { Button, Checkbox, Group, Paper, Stack, TagsInput, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter, useRouterState } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../api";
import { confirmAction } from "../../../ui/confirm";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { keyFilter } from "../../../ui/key-filter";
import { MangaLabelCodeSelect } from "../../../ui/manga-label-code-select";
import { useUnsavedGuard } from "../../../ui/use-unsaved-guard";
import { orderQueryOptions, useOrder } from "../../orders";
import { comicQueryOptions } from "../api/get-comic";
import { CategoryHeading } from "../components/category-heading";
import { type FieldScan, gradeFieldScanKeys } from "./grade-field-scan";
import { domainComicOf, domainInputOf, formOf, type GradeForm, parseGrade } from "./grade-form";
import { advanceGradeNext, clearGradeNext, readGradeNext, startGradeNext } from "./grade-next";
import { fieldErrorsOf, queueGradeSave, takeRefusedSave } from "./grade-save-queue";

export const GRADING_HIDDEN_TEXT =
  "Grading is hidden: this comic was already graded at Finalize (its status equals its updated status).";
export const LOOKS_BETTER_REASON =
  "Only for a grade above 4.5 and below 9.8, without artwork, slab or witnessed.";
const REJECT_CLEARS =
  "Clears grade, restoration, page quality, looks better, signees, artists, key comments, back labels and category.";
const RAW_GRADE_CLEARS = "Clears the grading fields; keeps category and signees.";
/** The view's keys (issue 29 §6: a reject with its fee took 21 keys; now Alt+R, the fee, Enter). */
export const GRADE_KEYS_HINT =
  "Enter saves and opens the next comic · Alt+R rejects (type the fee, then Enter) · scanning a comic opens it";
export const RAW_GRADE_REASON =
  "Only on a grading tier of more than 9 days, with no VSP signature and insured 400 or less.";

const LABELS: Record<string, string> = {
  grade: "Grade",
  rejectFees: "Reject fee",
  looksBetter: "Looks better",
  partialGrade: "Raw grade",
  artwork: "Artwork / slab / witnessed",
  press: "Press",
  signees: "Signees",
  mangaLabelCode: "Manga label code",
};

type SaveMode = "tier" | "next";

/** The grade view; a new comic (grade-next) starts a fresh form. */
export function GradeView({ comic, orderId }: { comic: TComic; orderId: string }) {
  const navigate = useNavigate();
  const isGradeNext = useRouterState({
    select: (s) => new URLSearchParams(s.location.searchStr).has("next"),
  });
  // "Entering grade-next without stored state shows an alert and goes to the tier screen."
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked on arrival at each comic
  useEffect(() => {
    if (!isGradeNext) return;
    const started = startGradeNext(readGradeNext(), { orderId, tierId: comic.tierId });
    if (started.ok) return;
    notifications.show({ message: started.message, color: "yellow" });
    void navigate({ to: "/orders/$id/$sub", params: { id: orderId, sub: comic.tierId }, replace: true });
  }, [comic.uniqueId]);
  if (isGradingHidden(comic)) return <Text data-testid="grading-hidden">{GRADING_HIDDEN_TEXT}</Text>;
  return <GradeFormView key={comic.uniqueId} comic={comic} orderId={orderId} />;
}

function GradeFormView({ comic, orderId }: { comic: TComic; orderId: string }) {
  // A save the server refused after grade-next had moved on comes back with the worker's form.
  const [refusedSave] = useState(() => takeRefusedSave(comic.uniqueId));
  const [initial] = useState(() => formOf(comic));
  const [form, setFormState] = useState<GradeForm>(() => refusedSave?.form ?? initial);
  // The newest form, read by the leave guard in the same event that changed it (a scan's restore).
  const formRef = useRef(form);
  const setForm = (update: (current: GradeForm) => GradeForm) => {
    formRef.current = update(formRef.current);
    setFormState(formRef.current);
  };
  const [isSaving, setSaving] = useState(false);
  const errors = useFormErrors();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const summary = useOrder(orderId);
  const seqs = (summary.data?.comics ?? []).filter((c) => c.tierId === comic.tierId).map((c) => c.id);
  const nextSeq = nextGradeComic(seqs, comic.id);
  const gradeRef = useRef<HTMLInputElement>(null);
  const feeRef = useRef<HTMLInputElement>(null);
  const [focusAfterRender, setFocusAfterRender] = useState<"fee" | "grade" | null>(null);
  const guard = useUnsavedGuard({
    isDirty: () => JSON.stringify(formRef.current) !== JSON.stringify(initial),
    title: UNSAVED_GRADE_TITLE,
    message: unsavedGradeMessage(comic.uniqueId),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refused save's errors, shown once on arrival
  useEffect(() => {
    if (refusedSave) errors.report(refusedSave.errors);
  }, []);
  // The next comic is read while this one is graded, so Enter shows it at once (issue 11: < 150 ms).
  useEffect(() => {
    if (nextSeq) void queryClient.prefetchQuery(comicQueryOptions(orderId, nextSeq));
  }, [queryClient, orderId, nextSeq]);
  useEffect(() => {
    if (focusAfterRender === "fee") feeRef.current?.focus();
    if (focusAfterRender === "grade") gradeRef.current?.focus();
    if (focusAfterRender) setFocusAfterRender(null);
  }, [focusAfterRender]);
  const toTier = () => void navigate({ to: "/orders/$id/$sub", params: { id: orderId, sub: comic.tierId } });
  const gradePath = (seq: string, isNext: boolean) =>
    `/orders/${encodeURIComponent(orderId)}/${seq}/grade${isNext ? "?next=1" : ""}`;

  const set = <K extends keyof GradeForm>(key: K, value: GradeForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };
  const toggleReject = () => {
    const isReject = !formRef.current.reject;
    set("reject", isReject);
    errors.clear("rejectFees");
    return isReject;
  };
  // Alt+R anywhere in the view: reject and type the fee (again: back to the grade).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the newest form through formRef
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== "KeyR") return;
      if (document.querySelector("[role=dialog]")) return;
      event.preventDefault();
      setFocusAfterRender(toggleReject() ? "fee" : "grade");
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  // A comic's barcode read into the grade field opens that comic; the field keeps what it held.
  const onGradeKeyDown = gradeFieldScanKeys((scan: FieldScan) => {
    setForm((current) => ({ ...current, grade: scan.before }));
    if (scan.orderId === orderId && scan.comicSeq === comic.id) return;
    const target = summary.data?.comics.find((c) => c.id === scan.comicSeq);
    const isGradedHere = scan.orderId === orderId && target !== undefined && isGradingStatus(target.status);
    router.history.push(
      isGradedHere ? gradePath(scan.comicSeq, false) : `/orders/${scan.orderId}/${scan.comicSeq}`,
    );
  });

  /** The tier's comics; a grader's Enter before the order has arrived waits for it (else: back to the tier). */
  async function tierSeqs(): Promise<string[]> {
    if (summary.data) return seqs;
    const order = await queryClient.fetchQuery(orderQueryOptions(orderId));
    return order.comics.filter((c) => c.tierId === comic.tierId).map((c) => c.id);
  }

  async function send(saveMode: SaveMode, confirmBelowScreen: boolean) {
    const next =
      saveMode === "next"
        ? advanceGradeNext({ orderId, tierId: comic.tierId, seqs: await tierSeqs() }, comic.id)
        : null;
    const save = {
      queryClient,
      orderId,
      comicId: comic.id,
      uniqueId: comic.uniqueId,
      form: formRef.current,
      confirmBelowScreen,
    };
    if (next) {
      // The browser has checked the grade with the server's own rules, so the next comic opens now and
      // the save follows; a refusal reopens this comic with its form and errors (grade-save-queue).
      guard.allowLeaving();
      queueGradeSave({ ...save, reopen: () => router.history.push(gradePath(comic.id, true)) }).catch(
        () => undefined,
      );
      router.history.push(gradePath(next, true));
      return;
    }
    clearGradeNext();
    setSaving(true);
    try {
      await queueGradeSave(save);
      guard.allowLeaving();
      toTier();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) errors.report(fieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  }

  function submit(saveMode: SaveMode) {
    const checked = validateGradeSave(domainComicOf(comic), domainInputOf(form, true));
    if (!checked.ok) {
      errors.report(checked.errors);
      return;
    }
    errors.clear();
    const warning =
      form.reject || form.partialGrade
        ? null
        : gradeScreenWarning({ grade: parseGrade(form.grade), gradeScreen: comic.gradeScreen });
    if (!warning) {
      void send(saveMode, false);
      return;
    }
    confirmAction({
      title: "Below the grade screen",
      message: `${warning}. Continue?`,
      confirmLabel: "Continue",
      onConfirm: () => void send(saveMode, true),
    });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter (the form's submit) saves and opens the next comic of the tier: grading from the keyboard.
    submit("next");
  };

  const grade = parseGrade(form.grade);
  const looksBetterAllowed = canLooksBetter({ ...form, grade });
  const rawGradeAllowed = canPartialGrade({
    tierId: comic.tierId,
    insuredCents: Math.round(comic.insured * 100),
    signatures: comic.signatures,
    tierDays: comic.days,
  });
  const category = form.reject
    ? null
    : deriveCategory({ tierId: comic.tierId, partialGrade: form.partialGrade, signatures: comic.signatures });
  const lineMax = signeeLineMax(comic);
  const toggle = (flag: ExclusiveFlag) =>
    setForm((current) => ({ ...current, ...toggleExclusiveFlag(current, flag) }));

  return (
    <Paper withBorder p="md">
      <form ref={errors.formRef} onSubmit={onSubmit} noValidate aria-label="Grade">
        <Stack gap="sm">
          <CategoryHeading title="Grade" category={category} testId="grade-category" />
          <FormErrorSummary errors={errors.errors} labels={LABELS} onFocusField={errors.focus} />
          <Group align="flex-start" grow>
            <TextInput
              label="Grade"
              description={
                comic.gradeScreen ? `Grade screen ${formatGrade(comic.gradeScreen)}` : "0.5 to 10.0"
              }
              placeholder="9.8"
              ref={gradeRef}
              onKeyDown={onGradeKeyDown}
              autoFocus
              list="grade-scale"
              inputMode="decimal"
              autoComplete="off"
              value={form.grade}
              onChange={(e) => set("grade", e.currentTarget.value)}
              disabled={form.reject || form.partialGrade}
              {...errors.field("grade")}
            />
            <TextInput
              label="Page quality"
              value={form.pageQuality}
              maxLength={256}
              onChange={(e) => set("pageQuality", e.currentTarget.value)}
            />
            <TextInput
              label="Restoration"
              value={form.restoration}
              maxLength={256}
              onChange={(e) => set("restoration", e.currentTarget.value)}
            />
          </Group>
          <datalist id="grade-scale">
            {GRADE_SCALE.map((g) => (
              <option key={g} value={formatGrade(g)} />
            ))}
          </datalist>

          <Group gap="lg">
            <Checkbox
              label="Looks better"
              description={looksBetterAllowed ? undefined : LOOKS_BETTER_REASON}
              checked={form.looksBetter}
              disabled={!looksBetterAllowed && !form.looksBetter}
              onChange={(e) => set("looksBetter", e.currentTarget.checked)}
              {...errors.field("looksBetter")}
            />
            <Checkbox
              label="Raw grade"
              description={rawGradeAllowed ? RAW_GRADE_CLEARS : RAW_GRADE_REASON}
              checked={form.partialGrade}
              disabled={!rawGradeAllowed && !form.partialGrade}
              onChange={(e) => set("partialGrade", e.currentTarget.checked)}
              {...errors.field("partialGrade")}
            />
          </Group>
          <Group gap="lg">
            <Checkbox
              label="Artwork"
              checked={form.artwork}
              onChange={() => toggle("artwork")}
              {...errors.field("artwork")}
            />
            <Checkbox label="Slab" checked={form.isSlab} onChange={() => toggle("isSlab")} />
            <Checkbox
              label="Witnessed signature"
              checked={form.isWitnessedSignature}
              onChange={() => toggle("isWitnessedSignature")}
            />
          </Group>
          <Group gap="xs" aria-label="Press">
            <Text size="sm">Press</Text>
            {[1, 2, 3].map((value) => (
              <Button
                key={value}
                size="xs"
                variant={form.press === value ? "filled" : "default"}
                aria-pressed={form.press === value}
                onClick={() => set("press", togglePress(form.press, value))}
              >
                {value}
              </Button>
            ))}
          </Group>

          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Signees (at most {lineMax} characters a line)
            </Text>
            {form.signees.map((signee, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; they are edited in place
              <Group key={index} grow>
                <TextInput
                  aria-label={`Signee ${index + 1} line 1`}
                  value={signee.line1}
                  maxLength={256}
                  onChange={(e) => setSignee(index, { line1: e.currentTarget.value })}
                  {...(index === 0 ? errors.field("signees") : {})}
                />
                <TextInput
                  aria-label={`Signee ${index + 1} line 2`}
                  value={signee.line2}
                  maxLength={256}
                  onChange={(e) => setSignee(index, { line2: e.currentTarget.value })}
                />
              </Group>
            ))}
            <Group>
              <Button
                size="xs"
                variant="subtle"
                disabled={form.signees.length >= 24}
                onClick={() => set("signees", [...form.signees, { line1: "", line2: "" }])}
              >
                Add signee
              </Button>
            </Group>
          </Stack>
          <TagsInput label="Artists" value={form.artists} onChange={(v) => set("artists", v)} maxTags={24} />
          <TagsInput
            label="Key comments"
            value={form.keyComments}
            onChange={(v) => set("keyComments", v)}
            maxTags={24}
          />
          <TagsInput
            label="Back labels"
            value={form.backLabels}
            onChange={(v) => set("backLabels", v)}
            maxTags={24}
          />
          {comic.collectibleType === "Manga" ? (
            <MangaLabelCodeSelect
              {...errors.field("mangaLabelCode")}
              value={form.mangaLabelCode}
              onChange={(code) => set("mangaLabelCode", code)}
            />
          ) : null}

          <Group align="flex-end">
            <Checkbox
              label="Reject"
              description={REJECT_CLEARS}
              checked={form.reject}
              aria-keyshortcuts="Alt+R"
              onChange={toggleReject}
            />
            {form.reject ? (
              <TextInput
                label="Reject fee ($)"
                w={120}
                ref={feeRef}
                inputMode="numeric"
                maxLength={REJECT_FEE_MAX_DIGITS}
                {...keyFilter("number")}
                value={form.rejectFees}
                onChange={(e) => set("rejectFees", e.currentTarget.value)}
                {...errors.field("rejectFees")}
              />
            ) : null}
          </Group>
          <Textarea
            label="Note"
            autosize
            minRows={1}
            maxLength={4000}
            value={form.note}
            onChange={(e) => set("note", e.currentTarget.value)}
          />
          <Group justify="space-between" wrap="nowrap" align="center">
            <Text size="xs" c="gray.7" data-testid="grade-keys">
              {GRADE_KEYS_HINT}
            </Text>
            <Group wrap="nowrap" gap="xs">
              <Button variant="default" loading={isSaving} onClick={() => submit("tier")}>
                Save
              </Button>
              <Button type="submit" loading={isSaving} aria-keyshortcuts="Enter">
                Save and next
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );

  function setSignee(index: number, change: Partial<GradeForm["signees"][number]>) {
    set(
      "signees",
      form.signees.map((s, i) => (i === index ? { ...s, ...change } : s)),
    );
  }
}
