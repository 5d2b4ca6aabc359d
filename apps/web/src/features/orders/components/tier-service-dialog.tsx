import type { TComicSummary, TTier, TTransaction } from "@gbo/contracts/orders";
import { DEFAULT_CATALOG, fastPassLabel, findTier, pressLabel } from "@gbo/domain/catalog";
import { pressCodesFor } from "@gbo/domain/grading";
import { toCents } from "@gbo/domain/money";
import { fastPassChangeCharge, pressChangeCharge } from "@gbo/domain/pricing";
import { validateFastPassChange, validatePressChange } from "@gbo/domain/workflow";
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { dateTime, money } from "../../../ui/format";
import { useOrderAction } from "../api/order-action";
import { changeFastPass, changePress } from "../api/order-calls";

const FAST_PASS_VALUES = [0, 1, 2, 3, 4];

const fastPassText = (value: number) => (value === 0 ? "None" : fastPassLabel(value) || `Level ${value}`);
const pressText = (value: number) => (value === 0 ? "None" : pressLabel(value) || `Level ${value}`);

/** The charge a change would add, priced by the same domain rule the server applies (instant feedback). */
function ChargePreview({ cents, countryCode }: { cents: number; countryCode: string }) {
  if (cents === 0) return null;
  return (
    <Text size="sm" c={cents > 0 ? "orange.8" : "teal.8"} data-testid="charge-preview">
      {cents > 0 ? "Adds" : "Gives back"} {money(Math.abs(cents) / 100, countryCode)}
    </Text>
  );
}

/** Why some levels are greyed out: the rule's own message for the first refused one. */
function RuleNote({
  testId,
  check,
  explain,
}: {
  testId: string;
  check: number | undefined;
  explain: (value: number) => { ok: true } | { ok: false; message: string };
}) {
  if (check === undefined) return null;
  const result = explain(check);
  if (result.ok) return null;
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {result.message}
    </Text>
  );
}

/**
 * Fast pass and press for one tier (pregrade/finalize holders only). Each change adds a fee on the
 * order, priced by the server from the catalog (previewed here with the same domain rule); the fees
 * already charged are listed here. Only the levels the domain's rules allow are offered (press codes of
 * the collectible type, no pressing on slab / witnessed / original-art tiers, fast pass from pricing
 * version 3 on tiers whose days allow it); the server checks the same rules again.
 */
export function TierServiceDialog({
  orderId,
  countryCode,
  collectibleType,
  tier,
  comics,
  fees,
  isOpen,
  onClose,
}: {
  orderId: string;
  countryCode: string;
  collectibleType: string;
  tier: TTier;
  /** The tier's comics: insured values for the charge preview, kinds for the pressing rule. */
  comics: readonly Pick<TComicSummary, "insured" | "isSlab" | "isWitnessedSignature" | "artwork">[];
  fees: readonly TTransaction[];
  isOpen: boolean;
  onClose: () => void;
}) {
  const [fastPass, setFastPass] = useState(String(tier.fastPass));
  const [press, setPress] = useState(String(tier.press));
  const country = countryCode === "CA" ? ("CA" as const) : ("US" as const);
  const catalogTier = findTier(DEFAULT_CATALOG, country, tier.id)?.tier;
  const change = {
    catalog: DEFAULT_CATALOG,
    country,
    tierId: tier.id,
    comicsInsured: comics.map((comic) => toCents(comic.insured)),
  };
  const fastPassCharge = fastPassChangeCharge({ ...change, from: tier.fastPass, to: Number(fastPass) });
  const pressCharge = pressChangeCharge({ ...change, from: tier.press, to: Number(press) });
  const fastPassCheck = (value: number) =>
    validateFastPassChange({
      value,
      from: tier.fastPass,
      days: tier.days,
      catalogTier,
      chargeCents: fastPassChangeCharge({ ...change, from: tier.fastPass, to: value }),
    });
  const hasNoPressingComic = comics.some((c) => c.isSlab || c.isWitnessedSignature || c.artwork);
  const pressCheck = (value: number) =>
    validatePressChange({ press: value, collectibleType, catalogTier, hasNoPressingComic });
  const fastPassChoice = fastPassCheck(Number(fastPass));
  const pressChoice = pressCheck(Number(press));
  // A level the rules refuse is still shown (greyed) when it is the tier's current one.
  const pressValues = [...new Set([...pressCodesFor(collectibleType), tier.press])].sort((a, b) => a - b);
  const fastPassAction = useOrderAction(orderId, (value: number, version) =>
    changeFastPass(orderId, tier.id, value, version),
  );
  const pressAction = useOrderAction(orderId, (value: number, version) =>
    changePress(orderId, tier.id, value, version),
  );
  return (
    <Modal opened={isOpen} onClose={onClose} title={`Fast pass and press · tier ${tier.id}`} size="lg">
      <Stack gap="md">
        <Alert variant="light" color="orange">
          Each change adds a charge to the order for the {tier.count} item{tier.count === 1 ? "" : "s"} of
          this tier.
        </Alert>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Fast pass (now: {fastPassText(tier.fastPass)})
          </Text>
          <Group gap="sm">
            <SegmentedControl
              aria-label="Fast pass"
              value={fastPass}
              onChange={setFastPass}
              data={FAST_PASS_VALUES.map((value) => ({
                value: String(value),
                label: fastPassText(value),
                disabled: value !== tier.fastPass && !fastPassCheck(value).ok,
              }))}
            />
            <Button
              onClick={() => fastPassAction.mutate(Number(fastPass))}
              disabled={Number(fastPass) === tier.fastPass || !fastPassChoice.ok}
              loading={fastPassAction.isPending}
            >
              Change fast pass
            </Button>
            <ChargePreview cents={fastPassCharge} countryCode={countryCode} />
          </Group>
          <RuleNote
            testId="fast-pass-rule"
            check={FAST_PASS_VALUES.find(
              (value) => value > 0 && value !== tier.fastPass && !fastPassCheck(value).ok,
            )}
            explain={fastPassCheck}
          />
        </Stack>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Press (now: {pressText(tier.press)})
          </Text>
          <Group gap="sm">
            <SegmentedControl
              aria-label="Press"
              value={press}
              onChange={setPress}
              data={pressValues.map((value) => ({
                value: String(value),
                label: pressText(value),
                disabled: value !== tier.press && !pressCheck(value).ok,
              }))}
            />
            <Button
              onClick={() => pressAction.mutate(Number(press))}
              disabled={Number(press) === tier.press || !pressChoice.ok}
              loading={pressAction.isPending}
            >
              Change press
            </Button>
            <ChargePreview cents={pressCharge} countryCode={countryCode} />
          </Group>
          <RuleNote
            testId="press-rule"
            check={pressValues.find((value) => value > 0 && value !== tier.press && !pressCheck(value).ok)}
            explain={pressCheck}
          />
        </Stack>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Charges added on this order
          </Text>
          {fees.length === 0 ? (
            <Text size="sm" c="dimmed">
              None yet.
            </Text>
          ) : (
            <Table fz="sm" verticalSpacing={4} aria-label="Added charges">
              <Table.Tbody>
                {fees.map((fee) => (
                  <Table.Tr key={fee.id}>
                    <Table.Td>{dateTime(fee.createdAt)}</Table.Td>
                    <Table.Td>{fee.description}</Table.Td>
                    <Table.Td ta="right">{money(fee.amount, countryCode)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
