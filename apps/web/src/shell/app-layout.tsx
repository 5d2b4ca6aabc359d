import { hasAnyClaim } from "@gbo/domain/claims";
import { scanTargetPath } from "@gbo/domain/ids";
import { AppShell, Burger, Group, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCertificate } from "@tabler/icons-react";
import { Link, Outlet, useMatches, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { useIdentity } from "../auth/session";
import { GlobalSearchBox } from "./global-search-box";
import { NavMenu } from "./nav-menu";
import { NoAccess } from "./no-access";
import { offerScan } from "./scan-handlers";
import { preloadScanScreensWhenIdle } from "./scan-screens";
import { useScanListener } from "./use-scan-listener";
import { UserMenu } from "./user-menu";

/** The signed-in frame: header (search, name, logout), the claim menu, and the page. */
export function AppLayout() {
  const identity = useIdentity();
  const router = useRouter();
  const [isNavOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const matches = useMatches();
  useScanListener((target) => {
    if (offerScan(target)) return;
    void router.navigate({ href: scanTargetPath(target) });
  });
  useEffect(() => preloadScanScreensWhenIdle(), []);

  // The session watcher is already taking the worker to /login.
  if (!identity) return null;

  const required = matches.at(-1)?.staticData?.claims ?? [];
  const isAllowed = hasAnyClaim(identity.claims, required);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: "sm", collapsed: { mobile: !isNavOpen } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="md" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ flex: 1 }}>
            <Burger
              opened={isNavOpen}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle menu"
            />
            <Link to="/dashboard" style={{ textDecoration: "none" }} aria-label="Dashboard">
              <Group gap={8} wrap="nowrap" visibleFrom="xs">
                <IconCertificate size={24} stroke={1.6} color="var(--mantine-color-station-7)" />
                <Text fw={700} c="dark.7" size="md" style={{ whiteSpace: "nowrap" }}>
                  Grading back office
                </Text>
              </Group>
            </Link>
            <GlobalSearchBox />
          </Group>
          <UserMenu identity={identity} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <NavMenu claims={identity.claims} onNavigate={closeNav} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">{isAllowed ? <Outlet /> : <NoAccess claims={required} />}</AppShell.Main>
    </AppShell>
  );
}
