import { Alert, Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../../api/form-errors";
import { ErrorSummary } from "../../../ui/error-summary";
import { resetPassword } from "../api/reset-password";

export const PASSWORDS_DIFFER = "The passwords do not match.";

export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [isDone, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSubmitting) return;
    if (password !== confirm) {
      setFailure({ messages: [PASSWORDS_DIFFER], fieldErrors: { confirmPassword: PASSWORDS_DIFFER } });
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await resetPassword({ token, password });
      setDone(true);
    } catch (caught) {
      setFailure(formFailureOf(caught));
    } finally {
      setSubmitting(false);
    }
  }

  if (isDone) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Password changed">
          You can sign in with your new password now.
        </Alert>
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? <ErrorSummary heading="Error submitting request" messages={failure.messages} /> : null}
        <PasswordInput
          label="New password"
          description="At least 10 characters."
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={failure?.fieldErrors.password}
          required
          autoFocus
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          error={failure?.fieldErrors.confirmPassword}
          required
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
