import { visibleMenuLinks } from "@gbo/domain/menu";
import { NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import { IconHome } from "@tabler/icons-react";
import { Link, useLocation } from "@tanstack/react-router";
import { MenuIcon } from "./menu-icons";
import { groupMenuLinks } from "./menu-sections";

function isActive(pathname: string, path: string) {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Exactly the links the user's claims show (workflow §2 menu table), grouped by section. */
export function NavMenu({ claims, onNavigate }: { claims: readonly string[]; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const groups = groupMenuLinks(visibleMenuLinks(claims));
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
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={2} style={{ letterSpacing: 0.6 }}>
              {group.section}
            </Text>
            {group.links.map((link) => (
              <NavLink
                key={link.path}
                component={Link}
                to={link.path}
                label={link.label}
                data-menu-link={link.path}
                leftSection={<MenuIcon path={link.path} />}
                active={isActive(pathname, link.path)}
                onClick={onNavigate}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
