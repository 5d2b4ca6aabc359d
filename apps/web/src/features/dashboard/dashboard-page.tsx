import type { TQueueCount } from "@gbo/contracts/orders";
import { hasAnyClaim } from "@gbo/domain/claims";
import { type MenuLink, visibleMenuLinks } from "@gbo/domain/menu";
import { queueForPath } from "@gbo/domain/workflow";
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconBarcode } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useIdentity } from "../../auth/session";
import { MenuIcon } from "../../shell/menu-icons";
import { groupMenuLinks, hasStationLinks } from "../../shell/menu-sections";
import { QueueCountBadges, useQueueCounts } from "../queues";

// Its own chunk: the station cards show first, the figures (and the charts after them) follow.
const LabAtAGlance = lazy(() => import("./components/lab-at-a-glance"));

/** The worker's stations as cards, grouped like the menu (a card says what waits there); below them the lab at a glance. */
export function DashboardPage() {
  const identity = useIdentity();
  if (!identity) return null;
  const links = visibleMenuLinks(identity.claims);
  return hasStationLinks(links) ? (
    <CountedDashboard name={identity.displayName} links={links} />
  ) : (
    <Dashboard name={identity.displayName} links={links} counts={null} />
  );
}

function CountedDashboard({ name, links }: { name: string; links: readonly MenuLink[] }) {
  const counts = useQueueCounts();
  return <Dashboard name={name} links={links} counts={counts.data?.counts ?? null} />;
}

function Dashboard({
  name,
  links,
  counts,
}: {
  name: string;
  links: readonly MenuLink[];
  counts: readonly TQueueCount[] | null;
}) {
  const groups = groupMenuLinks(links);
  const countOf = (path: string) => {
    const key = queueForPath(path)?.key;
    return counts?.find((count) => count.queue === key) ?? null;
  };
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Welcome, {name}
        </Title>
        <Group gap={6} c="dark.3" wrap="nowrap">
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
          <Title order={2} size="xs" fw={700} c="dark.4" tt="uppercase" style={{ letterSpacing: 0.6 }}>
            {group.section}
          </Title>
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
                  <Stack gap={4}>
                    <Text fw={600}>{link.label}</Text>
                    <StationCount count={countOf(link.path)} isQueue={Boolean(queueForPath(link.path))} />
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
      <LabSection />
    </Stack>
  );
}

/** Whose dashboard opens with the lab drawn: managers (and admin, who holds every claim). */
const LAB_OPEN_CLAIMS = ["manage"];

/**
 * The lab at a glance: open at first for managers; a station worker opens it with a button (its
 * charts and tables cost a station computer a second and a half to draw on every sign-in). The choice
 * is kept in this browser.
 */
function LabSection() {
  const identity = useIdentity();
  const [isShown, setIsShown] = useLocalStorage<boolean>({
    key: "gbo.dashboard.lab",
    defaultValue: hasAnyClaim(identity?.claims ?? [], LAB_OPEN_CLAIMS),
    getInitialValueInEffect: false,
  });
  if (!isShown) {
    return (
      <Group justify="space-between" data-lab-closed>
        <Title order={2} size="h3">
          The lab at a glance
        </Title>
        <Button variant="light" onClick={() => setIsShown(true)}>
          Show what waits, the last 30 days and the orders at risk
        </Button>
      </Group>
    );
  }
  return (
    <NearView>
      <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the lab at a glance" />}>
        <LabAtAGlance />
      </Suspense>
    </NearView>
  );
}

/**
 * Mounts its children once they come near the window: the lab's charts and tables cost a second of a
 * station computer's time to draw, and a worker who signs in to scan at their station never scrolls
 * down to them.
 */
function NearView({ children }: { children: ReactNode }) {
  const [isNear, setIsNear] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    if (typeof IntersectionObserver === "undefined") {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return isNear ? (
    children
  ) : (
    <div ref={ref} data-lab-placeholder style={{ minHeight: 240 }}>
      <Title order={2} size="h3">
        The lab at a glance
      </Title>
    </div>
  );
}

function StationCount({ count, isQueue }: { count: TQueueCount | null; isQueue: boolean }) {
  if (count) return <QueueCountBadges count={count} isSpelled />;
  // A queue whose counts have not arrived yet keeps its place; other screens say nothing.
  return isQueue ? <Loader size="xs" role="status" aria-label="Counting" /> : null;
}
