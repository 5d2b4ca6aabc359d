import { Alert, Button, Stack, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

/** A signed-in worker opened a screen whose claims they do not hold. */
export function NoAccess({ claims }: { claims: readonly string[] }) {
  return (
    <Stack maw={640} gap="md">
      <Title order={1} size="h2">
        No access
      </Title>
      <Alert
        color="yellow"
        variant="light"
        icon={<IconLock size={18} />}
        title="You do not have access to this screen"
      >
        It needs one of these claims: {claims.join(", ")}. Ask a manager if you need it.
      </Alert>
      <div>
        <Button component={Link} to="/dashboard" variant="light">
          Back to the dashboard
        </Button>
      </div>
    </Stack>
  );
}
