import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconPlugConnectedX } from "@tabler/icons-react";
import { Link, Navigate, useSearch } from "@tanstack/react-router";
import { PublicFrame } from "./components/public-frame";

/**
 * /external-login?provider=&externalToken=&hasLocal= (workflow §2). With a local account the worker
 * signs in locally to link it; without one the address leads to sign-up.
 */
export function ExternalLoginPage() {
  const { provider, hasLocal } = useSearch({ from: "/external-login" });
  const providerName = provider ?? "an external provider";
  if (!hasLocal) return <Navigate to="/signup" search={{ provider: providerName }} replace />;
  return (
    <PublicFrame title="External sign-in">
      <Stack gap="md">
        <Alert
          color="yellow"
          variant="light"
          icon={<IconPlugConnectedX size={18} />}
          title="Not available here"
        >
          No external sign-in provider is configured on this server, so signing in through {providerName}{" "}
          cannot complete.
        </Alert>
        <Text size="sm">
          You already have a local account. Sign in with your user name and password; once a provider is
          configured, signing in locally is also how the two accounts get linked.
        </Text>
        <Button component={Link} to="/login">
          Sign in with your local account
        </Button>
      </Stack>
    </PublicFrame>
  );
}
