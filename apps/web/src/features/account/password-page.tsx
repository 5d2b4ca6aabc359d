import { Button, Card, PasswordInput, Stack, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { identityFromToken } from "../../auth/identity";
import { identityStore } from "../../auth/session";
import { ErrorSummary } from "../../ui/error-summary";
import { changePassword } from "./api/change-password";

export const PASSWORD_FAILED = "Error updating password";
export const PASSWORD_CHANGED = "Your password has been changed.";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** /password: the server answers fresh tokens, so this session continues while others end. */
export function PasswordPage() {
  const [values, setValues] = useState(EMPTY);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      // Read now: React clears currentTarget once the handler returns, before the updater runs.
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: failure?.fieldErrors[name],
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const tokens = await changePassword(values);
      if (tokens && typeof tokens === "object" && "access_token" in tokens) {
        identityStore.set(identityFromToken(tokens));
      }
      setValues(EMPTY);
      notifications.show({ message: PASSWORD_CHANGED, color: "green", autoClose: TOAST_MS });
    } catch (caught) {
      setFailure(formFailureOf(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack gap="lg" maw={480}>
      <Title order={1} size="h2">
        Change password
      </Title>
      <Card withBorder padding="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {failure ? <ErrorSummary heading={PASSWORD_FAILED} messages={failure.messages} /> : null}
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              autoFocus
              {...field("currentPassword")}
            />
            <PasswordInput
              label="New password"
              description="10 to 128 characters; not a common password."
              autoComplete="new-password"
              required
              {...field("newPassword")}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              required
              {...field("confirmPassword")}
            />
            <div>
              <Button type="submit" loading={isSubmitting}>
                Change password
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
