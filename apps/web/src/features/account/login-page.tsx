import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link, useNavigate, useRouter, useSearch } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { safeReturnPath } from "../../auth/guards";
import { signIn } from "../../auth/session";
import { PublicFrame } from "./components/public-frame";

export function LoginPage() {
  const { redirect } = useSearch({ from: "/login" });
  const router = useRouter();
  const navigate = useNavigate();
  const [userName, setUserName] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // A ref, not state: a second Enter in the same tick must see the first submit (workflow §5).
  const inFlight = useRef(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const result = await signIn(userName.trim(), password);
      if (result.ok) {
        await router.navigate({ href: safeReturnPath(redirect) ?? "/dashboard", replace: true });
        return;
      }
      if (result.isVerificationRequired) {
        // The spec shows nothing here: the verify state explains what to do.
        await navigate({ to: "/verify", search: {} });
        return;
      }
      setError(result.message);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <PublicFrame title="Sign in" subtitle="Use your worker account to open your stations.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="User name"
            name="username"
            autoComplete="username"
            value={userName}
            onChange={(event) => setUserName(event.currentTarget.value)}
            required
            data-autofocus
            autoFocus
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            required
          />
          <Button type="submit" loading={isSubmitting} fullWidth size="md">
            Sign in
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/recover" size="sm">
              Forgot password?
            </Anchor>
            <Anchor component={Link} to="/signup" size="sm">
              Create an account
            </Anchor>
          </Group>
        </Stack>
      </form>
    </PublicFrame>
  );
}
