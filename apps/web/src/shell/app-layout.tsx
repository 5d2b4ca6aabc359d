import { hasAnyClaim } from "@gbo/domain/claims";
import { scanTargetPath } from "@gbo/domain/ids";
import { AppShell, Box, Burger, Group, Text } from "@mantine/core";
import { useDisclosure, useHotkeys, useLocalStorage, useMediaQuery } from "@mantine/hooks";
import { IconCertificate } from "@tabler/icons-react";
import { Link, Outlet, useMatches, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { useIdentity } from "../auth/session";
import { GlobalSearchBox } from "./global-search-box";
import { NavMenu } from "./nav-menu";
import { NoAccess } from "./no-access";
import { offerScan } from "./scan-handlers";
import { preloadScanScreensWhenIdle } from "./scan-screens";
import { MAIN_CONTENT_ID, SkipLinks } from "./skip-links";
import { useScanListener } from "./use-scan-listener";
import { UserMenu } from "./user-menu";

export const NAV_HIDDEN_KEY = "gbo.nav.hidden";
/** Mantine's lg (75em = 1200px): below it the menu folds behind the burger so a 1024px screen's
 * tables get the width (issue 10 §7); the same width is the AppShell navbar breakpoint below. */
const WIDE_SCREEN = "(min-width: 75em)";
const MENU_ID = "main-menu-panel";

/** The signed-in frame: header (search, name, logout), the claim menu, and the page. */
export function AppLayout() {
  const identity = useIdentity();
  const router = useRouter();
  const isWide = useMediaQuery(WIDE_SCREEN, true, { getInitialValueInEffect: false });
  // Narrow: the menu opens over the page and closes on navigation. Wide: a remembered show/hide.
  const [isNavOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const [isNavHidden, setNavHidden] = useLocalStorage({ key: NAV_HIDDEN_KEY, defaultValue: false });
  const isMenuShown = isWide ? !isNavHidden : isNavOpen;
  const onToggleMenu = isWide ? () => setNavHidden((hidden) => !hidden) : toggleNav;
  useHotkeys([["Escape", () => (isWide ? undefined : closeNav())]]);
  const matches = useMatches();
  useScanListener((target) => {
    if (offerScan(target)) return;
    void router.navigate({ href: scanTargetPath(target) });
  });
  useEffect(() => preloadScanScreensWhenIdle(router), [router]);

  // The session watcher is already taking the worker to /login.
  if (!identity) return null;

  const required = matches.at(-1)?.staticData?.claims ?? [];
  const isAllowed = hasAnyClaim(identity.claims, required);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: "lg", collapsed: { mobile: !isNavOpen, desktop: isNavHidden } }}
      padding="lg"
    >
      <SkipLinks />
      <AppShell.Header>
        <Group h="100%" px="md" gap="md" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ flex: 1 }}>
            <Burger
              opened={isMenuShown}
              onClick={onToggleMenu}
              size="sm"
              aria-label={isMenuShown ? "Hide menu" : "Show menu"}
              aria-expanded={isMenuShown}
              aria-controls={MENU_ID}
            />
            {/* Named by what it shows (WCAG 2.5.3 label in name), so "click Grading back office" works
                by voice; the title says where it leads. Hidden whole on a phone, never an empty link. */}
            <Box visibleFrom="xs">
              <Link to="/dashboard" style={{ textDecoration: "none" }} title="Dashboard">
                <Group gap={8} wrap="nowrap">
                  <IconCertificate
                    size={24}
                    stroke={1.6}
                    color="var(--mantine-color-station-7)"
                    aria-hidden
                  />
                  <Text fw={700} c="dark.7" size="md" style={{ whiteSpace: "nowrap" }}>
                    Grading back office
                  </Text>
                </Group>
              </Link>
            </Box>
            <GlobalSearchBox />
          </Group>
          <UserMenu identity={identity} />
        </Group>
      </AppShell.Header>
      {/* A folded menu is inert: Tab never walks through links that are off the screen. */}
      <AppShell.Navbar id={MENU_ID} className="app-menu" inert={!isMenuShown}>
        <NavMenu claims={identity.claims} onNavigate={closeNav} />
      </AppShell.Navbar>
      {/* The skip link's target: focusable by script only, and no outline around the whole page. */}
      <AppShell.Main bg="gray.0" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: "none" }}>
        {isAllowed ? <Outlet /> : <NoAccess claims={required} />}
      </AppShell.Main>
    </AppShell>
  );
}
