import { ActionIcon, Avatar, Button, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconKey, IconLogout, IconUser } from "@tabler/icons-react";
import { Link, useRouter } from "@tanstack/react-router";
import type { Identity } from "../auth/identity";
import { confirmAction } from "../ui/confirm";
import { logout } from "./session-exit";
import classes from "./user-menu.module.css";

function initials(name: string) {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "?";
}

/** The worker's name (profile and password behind it) and logout, which asks first (workflow §2). */
export function UserMenu({ identity }: { identity: Identity }) {
  const router = useRouter();

  function onLogout() {
    confirmAction({ title: "Log out", message: "Do you want to log out?", onConfirm: () => logout(router) });
  }

  return (
    <Group gap="xs" wrap="nowrap">
      <Menu position="bottom-end" width={200} withinPortal>
        <Menu.Target>
          <UnstyledButton
            aria-label={`${identity.displayName} account menu`}
            px={6}
            py={4}
            style={{ borderRadius: 8 }}
          >
            <Group gap={8} wrap="nowrap">
              {/* The initials are drawn, not text: the button's name starts with the name it shows
                  (WCAG 2.5.3 label in name), not "MM Max Manager". */}
              <Avatar size={30} radius="xl" color="station" aria-hidden>
                <span className={classes.initials} data-initials={initials(identity.displayName)} />
              </Avatar>
              <Text size="sm" fw={600} visibleFrom="sm" data-testid="display-name">
                {identity.displayName}
              </Text>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{identity.userName}</Menu.Label>
          <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
            Profile
          </Menu.Item>
          <Menu.Item component={Link} to="/password" leftSection={<IconKey size={16} />}>
            Change password
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconLogout size={16} />}
        onClick={onLogout}
        visibleFrom="sm"
      >
        Log out
      </Button>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={onLogout}
        aria-label="Log out"
        hiddenFrom="sm"
      >
        <IconLogout size={18} />
      </ActionIcon>
    </Group>
  );
}
