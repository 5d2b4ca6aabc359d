import { visibleMenuLinks } from "@gbo/domain/menu";
import { Alert, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBarcode } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useIdentity } from "../../auth/session";
import { MenuIcon } from "../../shell/menu-icons";
import { groupMenuLinks } from "../../shell/menu-sections";

/** The worker's stations as cards, grouped like the menu. */
export function DashboardPage() {
  const identity = useIdentity();
  if (!identity) return null;
  const groups = groupMenuLinks(visibleMenuLinks(identity.claims));
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={2}>Welcome, {identity.displayName}</Title>
        <Group gap={6} c="dimmed" wrap="nowrap">
          <IconBarcode size={18} stroke={1.6} />
          <Text size="sm">
            Scan a barcode anywhere outside a text field to open its order, tier or comic.
          </Text>
        </Group>
      </Stack>
      {groups.length === 0 ? (
        <Alert color="yellow" variant="light" title="No stations yet" maw={640}>
          Your account holds no station claims. Ask a manager to give you the stations you work at.
        </Alert>
      ) : null}
      {groups.map((group) => (
        <Stack key={group.section} gap="sm">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.6 }}>
            {group.section}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
            {group.links.map((link) => (
              <Card
                key={link.path}
                component={Link}
                to={link.path}
                withBorder
                padding="md"
                radius="md"
                data-station-card={link.path}
                className="station-card"
              >
                <Group gap="md" wrap="nowrap">
                  <ThemeIcon size={42} radius="md" variant="light">
                    <MenuIcon path={link.path} size={24} />
                  </ThemeIcon>
                  <Stack gap={0}>
                    <Text fw={600}>{link.label}</Text>
                    <Text size="xs" c="dimmed">
                      {link.path}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
