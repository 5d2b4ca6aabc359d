// The edit tab (administration §3 Member): names, e-mail, phone and the carrier accounts (FedEx 9, UPS 6,
// DHL 9 letters or digits; no DHL for a US default address), typed characters filtered as §5 says.
import type { TUserProfile } from "@gbo/contracts/customers";
import { ACCOUNT_NUMBER_LENGTHS } from "@gbo/domain/customers";
import { Button, Card, Group, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { ErrorSummary } from "../../ui/error-summary";
import { keyFilter } from "../../ui/key-filter";
import { NameFields } from "./name-fields";
import { PROFILE_FAILURE_HEADING, useMemberSave } from "./use-member-save";

const accountText = (value: string, length: number) =>
  value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "")
    .slice(0, length);

export function MemberEditForm({ profile }: { profile: TUserProfile }) {
  const { member } = profile;
  const [firstName, setFirstName] = useState(member.firstName);
  const [lastName, setLastName] = useState(member.lastName);
  const [email, setEmail] = useState(member.email);
  const [phone, setPhone] = useState(member.phone ?? "");
  const [fedExAccount, setFedEx] = useState(member.fedExAccount);
  const [upsAccount, setUps] = useState(member.upsAccount);
  const [dhlAccount, setDhl] = useState(member.dhlAccount);
  const { save, failure, isSaving } = useMemberSave(profile);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save({ firstName, lastName, email, phone: phone.trim() || null, fedExAccount, upsAccount, dhlAccount });
  }

  const errors = failure?.fieldErrors ?? {};
  return (
    <Card withBorder padding="lg" radius="md" maw={640}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure ? <ErrorSummary heading={PROFILE_FAILURE_HEADING} messages={failure.messages} /> : null}
          <NameFields
            firstName={firstName}
            lastName={lastName}
            onFirstName={setFirstName}
            onLastName={setLastName}
            errors={errors}
          />
          <Group grow>
            <TextInput
              {...keyFilter("email")}
              label="E-mail"
              name="email"
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errors.email}
            />
            <TextInput
              {...keyFilter("phone")}
              label="Phone"
              name="phone"
              type="tel"
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              error={errors.phone}
            />
          </Group>
          <Group grow align="start">
            <TextInput
              label="FedEx account"
              name="fedExAccount"
              description={`${ACCOUNT_NUMBER_LENGTHS.FedEx} letters or digits`}
              value={fedExAccount}
              onChange={(e) => setFedEx(accountText(e.currentTarget.value, ACCOUNT_NUMBER_LENGTHS.FedEx))}
              error={errors.fedExAccount}
            />
            <TextInput
              label="UPS account"
              name="upsAccount"
              description={`${ACCOUNT_NUMBER_LENGTHS.UPS} letters or digits`}
              value={upsAccount}
              onChange={(e) => setUps(accountText(e.currentTarget.value, ACCOUNT_NUMBER_LENGTHS.UPS))}
              error={errors.upsAccount}
            />
            <TextInput
              label="DHL account"
              name="dhlAccount"
              description={`${ACCOUNT_NUMBER_LENGTHS.DHL} letters or digits; not for US addresses`}
              value={dhlAccount}
              onChange={(e) => setDhl(accountText(e.currentTarget.value, ACCOUNT_NUMBER_LENGTHS.DHL))}
              error={errors.dhlAccount}
            />
          </Group>
          <Group>
            <Button type="submit" loading={isSaving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
