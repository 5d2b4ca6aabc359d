// The summary tab: membership, contact (phone as (xxx) xxx-xxxx when 10 digits, §9), rewards and the
// order figures.
import type { TUserProfile } from "@gbo/contracts/customers";
import { hasAnyClaim } from "@gbo/domain/claims";
import { formatPhone } from "@gbo/domain/display";
import { menuClaimsFor } from "@gbo/domain/menu";
import { formatCurrencyTotals, formatMoney } from "@gbo/domain/money";
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useIdentity } from "../../auth/session";

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={500} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

export function CustomerSummary({ profile }: { profile: TUserProfile }) {
  const { member, rewards, summary } = profile;
  const home = profile.addresses.find((a) => a.isDefault);
  // Only whoever may open the draft screen is offered it (its route's claims, the /receiving link's).
  const maySubmit = hasAnyClaim(useIdentity()?.claims ?? [], menuClaimsFor("/receiving"));
  return (
    <Stack gap="md" maw={800}>
      <Group justify="flex-end">
        {/* Issue 14: a submission built for this customer (the draft screen's customer comes from ?user=). */}
        {maySubmit ? (
          <Button
            component={Link}
            to="/submissions/new"
            search={{ user: member.id } as never}
            leftSection={<IconPlus size={16} />}
          >
            New submission
          </Button>
        ) : null}
      </Group>
      <Card withBorder padding="lg" radius="md">
        <SimpleGrid cols={3}>
          <Figure label="Membership">{member.membership}</Figure>
          <Figure label="E-mail">{member.email}</Figure>
          <Figure label="Phone">{member.phone ? formatPhone(member.phone) : "—"}</Figure>
          <Figure label="Discounts">
            {/* Which discount is which (issue 30 §9: "0% / 0% / 0%" named none of them). */}
            Grading {member.discount}% · Pressing {member.pressingDiscount}% · VSP {member.vspDiscount}%
          </Figure>
          <Figure label="Default sales rep">{member.defaultSalesRep ?? "—"}</Figure>
          <Figure label="Welcome promo">{member.isWelcomePromo ? "Available" : "No"}</Figure>
        </SimpleGrid>
        {home ? (
          <Text size="sm" mt="md" c="dimmed">
            {[home.line1, home.line2, home.city, home.stateProvince, home.zipPostal, home.country]
              .filter(Boolean)
              .join(", ")}
          </Text>
        ) : null}
      </Card>
      <Card withBorder padding="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          Orders and rewards
        </Title>
        <SimpleGrid cols={3}>
          <Figure label="Orders">{summary.orderCount}</Figure>
          <Figure label="Open orders">{summary.openOrders}</Figure>
          {/* One amount per currency: a US and a CA order never add up (issue 30 point 8). */}
          <Figure label="Total spent">
            {formatCurrencyTotals(summary.totalsSpent).map((amount) => (
              <span key={amount} style={{ display: "block" }}>
                {amount}
              </span>
            ))}
          </Figure>
          {/* Rewards are kept in cents and spent as dollars off an order: shown as the money they are. */}
          <Figure label="Rewards available">{formatMoney(rewards.available, "US")}</Figure>
          <Figure label="Rewards original">{formatMoney(rewards.original, "US")}</Figure>
          <Figure label="Rewards applied">{formatMoney(rewards.applied, "US")}</Figure>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
