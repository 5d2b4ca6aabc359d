import type { TQueueCount } from "@gbo/contracts/orders";
import { visibleMenuLinks } from "@gbo/domain/menu";
import { queueForPath } from "@gbo/domain/workflow";
import { NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import { IconHome } from "@tabler/icons-react";
import { Link, useLocation, useRouteContext } from "@tanstack/react-router";
import { activePath } from "./menu-active";
import { MenuIcon } from "./menu-icons";
import { groupMenuLinks, hasStationLinks } from "./menu-sections";

/** Exactly the links the user's claims show (workflow §2 menu table), grouped by section. */
export function NavMenu({ claims, onNavigate }: { claims: readonly string[]; onNavigate: () => void }) {
  const links = visibleMenuLinks(claims);
  return hasStationLinks(links) ? (
    <CountedNavMenu claims={claims} onNavigate={onNavigate} />
  ) : (
    <NavMenuLinks claims={claims} onNavigate={onNavigate} counts={null} />
  );
}

/** A station worker's menu: each station link carries its waiting and late counts, kept live. */
function CountedNavMenu({ claims, onNavigate }: { claims: readonly string[]; onNavigate: () => void }) {
  const { useQueueCounts } = useRouteContext({ from: "__root__" }).stationMenu;
  const counts = useQueueCounts();
  return <NavMenuLinks claims={claims} onNavigate={onNavigate} counts={counts.data?.counts ?? null} />;
}

function NavMenuLinks({
  claims,
  onNavigate,
  counts,
}: {
  claims: readonly string[];
  onNavigate: () => void;
  counts: readonly TQueueCount[] | null;
}) {
  const { pathname } = useLocation();
  const { QueueCountBadges, useScreenStation } = useRouteContext({ from: "__root__" }).stationMenu;
  // On a tier or order screen, the station whose work it is stays highlighted.
  const station = useScreenStation(pathname);
  const links = visibleMenuLinks(claims);
  const groups = groupMenuLinks(links);
  const active = activePath(
    pathname,
    links.map((link) => link.path),
    station,
  );
  const countOf = (path: string) => {
    const key = queueForPath(path)?.key;
    return counts?.find((count) => count.queue === key) ?? null;
  };
  return (
    <ScrollArea type="scroll" style={{ flex: 1 }}>
      <Stack gap={4} p="sm" component="nav" aria-label="Main menu">
        <NavLink
          component={Link}
          to="/dashboard"
          label="Dashboard"
          leftSection={<IconHome size={18} stroke={1.6} />}
          active={pathname === "/dashboard"}
          onClick={onNavigate}
        />
        {groups.map((group) => (
          <Stack key={group.section} gap={2} mt="sm">
            <Text size="xs" fw={700} c="dark.4" tt="uppercase" px="sm" pb={2} style={{ letterSpacing: 0.6 }}>
              {group.section}
            </Text>
            {group.links.map((link) => {
              const count = countOf(link.path);
              return (
                <NavLink
                  key={link.path}
                  component={Link}
                  to={link.path}
                  label={link.label}
                  data-menu-link={link.path}
                  leftSection={<MenuIcon path={link.path} />}
                  rightSection={count ? <QueueCountBadges count={count} /> : null}
                  active={link.path === active}
                  onClick={onNavigate}
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
