import type { TTier, TTransaction } from "@gbo/contracts/orders";
import { DEFAULT_CATALOG, fastPassLabel, pressLabel } from "@gbo/domain/catalog";
import { toCents } from "@gbo/domain/money";
import { fastPassChangeCharge, pressChangeCharge } from "@gbo/domain/pricing";
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useOrderAction } from "../api/order-action";
import { changeFastPass, changePress } from "../api/order-calls";
import { dateTime, money } from "../format";

const FAST_PASS_VALUES = [0, 1, 2, 3, 4];
const PRESS_VALUES = [0, 1, 2, 3];

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

/**
 * Fast pass and press for one tier (pregrade/finalize holders only). Each change adds a fee on the
 * order, priced by the server from the catalog (previewed here with the same domain rule); the fees
 * already charged are listed here.
 */
export function TierServiceDialog({
  orderId,
  countryCode,
  tier,
  comicsInsured,
  fees,
  isOpen,
  onClose,
}: {
  orderId: string;
  countryCode: string;
  tier: TTier;
  /** Insured value of each comic on the tier (currency amounts), for the charge preview. */
  comicsInsured: readonly number[];
  fees: readonly TTransaction[];
  isOpen: boolean;
  onClose: () => void;
}) {
  const [fastPass, setFastPass] = useState(String(tier.fastPass));
  const [press, setPress] = useState(String(tier.press));
  const change = {
    catalog: DEFAULT_CATALOG,
    country: countryCode === "CA" ? ("CA" as const) : ("US" as const),
    tierId: tier.id,
    comicsInsured: comicsInsured.map(toCents),
  };
  const fastPassCharge = fastPassChangeCharge({ ...change, from: tier.fastPass, to: Number(fastPass) });
  const pressCharge = pressChangeCharge({ ...change, from: tier.press, to: Number(press) });
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
              data={FAST_PASS_VALUES.map((value) => ({ value: String(value), label: fastPassText(value) }))}
            />
            <Button
              onClick={() => fastPassAction.mutate(Number(fastPass))}
              disabled={Number(fastPass) === tier.fastPass}
              loading={fastPassAction.isPending}
            >
              Change fast pass
            </Button>
            <ChargePreview cents={fastPassCharge} countryCode={countryCode} />
          </Group>
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
              data={PRESS_VALUES.map((value) => ({ value: String(value), label: pressText(value) }))}
            />
            <Button
              onClick={() => pressAction.mutate(Number(press))}
              disabled={Number(press) === tier.press}
              loading={pressAction.isPending}
            >
              Change press
            </Button>
            <ChargePreview cents={pressCharge} countryCode={countryCode} />
          </Group>
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
