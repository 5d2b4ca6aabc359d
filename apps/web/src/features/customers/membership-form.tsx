// The membership tab (administration §3, §5, §9): level (discontinued ones not offered, though a member
// keeps theirs), the three discounts with the dealer defaults 15/10/50 filled when switching to Dealer,
// the default sales rep and the welcome promo.

import type { TUserProfile } from "@gbo/contracts/customers";
import type { TSalesRepsPage } from "@gbo/contracts/sales-reps";
import { ASSIGNABLE_MEMBERSHIPS, DEFAULT_DEALER_DISCOUNTS } from "@gbo/domain/customers";
import { Button, Card, Checkbox, Group, NumberInput, Select, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { client, dataOf, quiet } from "../../api";
import { ErrorSummary } from "../../ui/error-summary";
import { UnsavedMark } from "../../ui/unsaved-mark";
import { PROFILE_FAILURE_HEADING, useMemberForm, useMemberSave } from "./use-member-save";

/** Every rep for the select (a worker without the sales-rep claim keeps the current one only). */
function useSalesRepOptions(current: string | null) {
  const reps = useQuery({
    queryKey: ["sales-reps", "options"],
    queryFn: async (): Promise<TSalesRepsPage> =>
      dataOf(
        await client.GET("/api/salesmanager/", {
          params: { query: { pageSize: 100, sort: "name" } },
          fetch: quiet,
        }),
      ),
    retry: false,
  });
  const options = (reps.data?.rows ?? []).map((r) => ({
    value: r.repCode,
    label: `${r.firstName} ${r.lastName} (${r.repCode})`,
  }));
  if (current && !options.some((o) => o.value === current))
    options.unshift({ value: current, label: current });
  return options;
}

const percent = (value: string | number) => (typeof value === "number" ? value : Number(value) || 0);

/** The fields this tab edits. */
const editableOf = (member: TUserProfile["member"]) => ({
  membership: member.membership,
  discount: member.discount,
  pressingDiscount: member.pressingDiscount,
  vspDiscount: member.vspDiscount,
  defaultSalesRep: member.defaultSalesRep,
  isWelcomePromo: member.isWelcomePromo,
});

export function MembershipForm({ profile }: { profile: TUserProfile }) {
  const { member } = profile;
  const form = useMemberForm(profile, editableOf);
  const { membership, discount, pressingDiscount, vspDiscount, defaultSalesRep, isWelcomePromo } =
    form.values;
  type Values = typeof form.values;
  const setter =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) =>
      form.setFieldValue(field, value as never);
  const [setDiscount, setPressing, setVsp] = [
    setter("discount"),
    setter("pressingDiscount"),
    setter("vspDiscount"),
  ];
  const [setMembership, setRep, setPromo] = [
    setter("membership"),
    setter("defaultSalesRep"),
    setter("isWelcomePromo"),
  ];
  const { save, failure, isSaving } = useMemberSave(profile);
  const reps = useSalesRepOptions(member.defaultSalesRep);
  const levels = ASSIGNABLE_MEMBERSHIPS.includes(member.membership)
    ? ASSIGNABLE_MEMBERSHIPS
    : [member.membership, ...ASSIGNABLE_MEMBERSHIPS];

  function pickLevel(level: string) {
    // §9: switching to Dealer offers the default dealer discounts where none is set yet.
    if (
      level === "Dealer" &&
      membership !== "Dealer" &&
      discount === 0 &&
      pressingDiscount === 0 &&
      vspDiscount === 0
    ) {
      setDiscount(DEFAULT_DEALER_DISCOUNTS.grading);
      setPressing(DEFAULT_DEALER_DISCOUNTS.pressing);
      setVsp(DEFAULT_DEALER_DISCOUNTS.vsp);
    }
    setMembership(level);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save({ membership, discount, pressingDiscount, vspDiscount, defaultSalesRep, isWelcomePromo });
  }

  const errors = failure?.fieldErrors ?? {};
  return (
    <Card withBorder padding="lg" radius="md" maw={640}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure ? <ErrorSummary heading={PROFILE_FAILURE_HEADING} messages={failure.messages} /> : null}
          <Select
            label="Membership"
            name="membership"
            data={[...levels]}
            value={membership}
            onChange={(value) => value && pickLevel(value)}
            allowDeselect={false}
            error={errors.membership}
            w={240}
          />
          <Group grow align="start">
            <NumberInput
              label="Discount %"
              name="discount"
              min={0}
              max={100}
              allowDecimal={false}
              value={discount}
              onChange={(value) => setDiscount(percent(value))}
              error={errors.discount}
            />
            <NumberInput
              label="Pressing discount %"
              name="pressingDiscount"
              min={0}
              max={100}
              allowDecimal={false}
              value={pressingDiscount}
              onChange={(value) => setPressing(percent(value))}
              error={errors.pressingDiscount}
            />
            <NumberInput
              label="VSP discount %"
              name="vspDiscount"
              min={0}
              max={100}
              allowDecimal={false}
              value={vspDiscount}
              onChange={(value) => setVsp(percent(value))}
              error={errors.vspDiscount}
            />
          </Group>
          <Select
            label="Default sales rep"
            name="defaultSalesRep"
            data={reps}
            value={defaultSalesRep}
            onChange={setRep}
            clearable
            searchable
            error={errors.defaultSalesRep}
            w={320}
          />
          <Checkbox
            label="Welcome promo available"
            checked={isWelcomePromo}
            onChange={(e) => setPromo(e.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={isSaving}>
              Save
            </Button>
            <UnsavedMark isChanged={form.isChanged} />
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
