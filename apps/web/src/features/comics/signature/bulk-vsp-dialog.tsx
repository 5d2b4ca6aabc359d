// The bulk verdict's dialog (issue 29 point 3): it reads the tier's plan (GET …/bulkvsp/{tier}) and names
// each comic and signature the verdict will change, counted as the log line will count them; already
// decided signatures are said to keep their verdict. With nothing to change it says why and cannot be
// confirmed. The verdict is sent with the version the plan was read at, so what was shown is what changes.
import type { TBulkVspPlan } from "@gbo/contracts/comics";
import {
  decidedSignaturesKept,
  type SignatureVerdict,
  signaturesOnComics,
  validateDisapproval,
} from "@gbo/domain/signatures";
import { Alert, Button, Group, List, Loader, Modal, ScrollArea, Stack, Text, Textarea } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useFormErrors } from "../../../ui/form-errors";
import { orderKeys } from "../../orders";
import { getBulkPlan } from "./signature-api";

const FIELD = "comment";

export const bulkPlanKey = (orderId: string, tierId: string) =>
  [...orderKeys.tier(orderId, tierId), "bulkvsp"] as const;

/** "Approve 3 signatures on 2 comics of tier SO?": counted by the function the log line uses. */
function question(verdict: SignatureVerdict, plan: TBulkVspPlan, tierId: string): string {
  const summary = `${verdict === "approve" ? "Approve" : "Disapprove"} ${signaturesOnComics(plan.signatureCount, plan.comicCount)}`;
  return verdict === "approve"
    ? `${summary} of tier ${tierId}? They become valid, dated today when undated.`
    : `${summary} of tier ${tierId}? Each fails verification, described by this comment.`;
}

export function BulkVerdictDialog({
  orderId,
  tierId,
  verdict,
  isPending,
  onClose,
  onConfirm,
}: {
  orderId: string;
  tierId: string;
  verdict: SignatureVerdict;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (input: { version: number; comment?: string }) => void;
}) {
  const plan = useQuery({
    queryKey: bulkPlanKey(orderId, tierId),
    queryFn: () => getBulkPlan(orderId, tierId),
    // Read afresh each time the dialog opens: the figures must be those of the order as it is now.
    staleTime: 0,
    gcTime: 0,
  });
  const [comment, setComment] = useState("");
  const form = useFormErrors();
  const title = verdict === "approve" ? "Approve all signatures" : "Disapprove all signatures";
  const data = plan.data;
  const canConfirm = Boolean(data && !data.blocker);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!data || data.blocker) return;
    if (verdict === "approve") {
      onConfirm({ version: data.version });
      return;
    }
    const checked = validateDisapproval(comment);
    form.report(checked.ok ? {} : { [FIELD]: checked.message });
    if (checked.ok) onConfirm({ version: data.version, comment: checked.value });
  }

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form ref={form.formRef} noValidate aria-label={title} onSubmit={onSubmit}>
        <Stack gap="sm">
          {plan.isPending ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">Reading the tier's signatures…</Text>
            </Group>
          ) : plan.isError ? (
            <Alert color="red" variant="light" py={8}>
              {plan.error instanceof Error ? plan.error.message : String(plan.error)}
            </Alert>
          ) : data?.blocker ? (
            <Alert color="yellow" variant="light" py={8} data-testid="bulk-verdict-blocker">
              {data.blocker}
            </Alert>
          ) : data ? (
            <>
              <Text size="sm" fw={500} data-testid="bulk-verdict-question">
                {question(verdict, data, tierId)}
              </Text>
              <ScrollArea.Autosize mah={220} type="auto">
                <List size="sm" spacing={2} aria-label="Signatures that change">
                  {data.comics.map((comic) => (
                    <List.Item key={comic.id}>
                      <Text span size="sm" fw={500}>
                        {comic.uniqueId}
                      </Text>{" "}
                      <Text span size="sm" c="dimmed">
                        {comic.title}
                      </Text>
                      {": "}
                      {comic.signatures.map((s) => `${s.name} (${s.type})`).join(", ")}
                    </List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            </>
          ) : null}
          {data && data.decidedCount > 0 ? (
            <Text size="xs" c="dimmed">
              {decidedSignaturesKept(data.decidedCount)}
            </Text>
          ) : null}
          {verdict === "disapprove" && canConfirm ? (
            <Textarea
              label="Comment"
              autosize
              minRows={2}
              maxLength={1000}
              data-autofocus
              value={comment}
              onChange={(e) => {
                setComment(e.currentTarget.value);
                form.clear(FIELD);
              }}
              {...form.field(FIELD)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              type="submit"
              color={verdict === "approve" ? "green" : "red"}
              disabled={!canConfirm}
              loading={isPending}
              data-autofocus={verdict === "approve" ? true : undefined}
            >
              {verdict === "approve" ? "Approve all" : "Disapprove all"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
