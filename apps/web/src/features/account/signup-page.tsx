import { Alert, Anchor, List, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { Link, useSearch } from "@tanstack/react-router";
import { PublicFrame } from "./components/public-frame";

/**
 * /signup. Worker accounts carry claims that decide what a person may do, so this back office does
 * not let people create their own: a manager adds them on the Workers screen.
 */
export function SignupPage() {
  const { provider } = useSearch({ from: "/signup" });
  return (
    <PublicFrame title="Create an account">
      <Stack gap="md">
        {provider ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} title="External sign-in">
            Signing up through {provider} is not available: no external sign-in provider is configured on this
            server.
          </Alert>
        ) : null}
        <Text size="sm">Accounts for this back office are created by a manager, not by sign-up:</Text>
        <List size="sm" spacing={4}>
          <List.Item>Ask a manager to add you on the Workers screen with the stations you work at.</List.Item>
          <List.Item>
            You will receive an e-mail to verify your address; then sign in with your user name.
          </List.Item>
        </List>
        <Anchor component={Link} to="/login" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </PublicFrame>
  );
}
