import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { Link, useSearch } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { ErrorSummary } from "../../ui/error-summary";
import { recoverAccount } from "./api/recover-account";
import { CaptchaField } from "./components/captcha-field";
import { PublicFrame } from "./components/public-frame";
import { ResetPasswordForm } from "./components/reset-password-form";

export const RECOVER_FAILED = "Error submitting request";

/** /recover: ask for a reset link (with captcha); with ?token=… the new-password form. */
export function RecoverPage() {
  const { token } = useSearch({ from: "/recover" });
  if (token) {
    return (
      <PublicFrame
        title="Choose a new password"
        subtitle="The link in your e-mail works once and for one hour."
      >
        <ResetPasswordForm token={token} />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame title="Forgot password" subtitle="We will e-mail you a link to choose a new password.">
      <RecoverForm />
    </PublicFrame>
  );
}

function RecoverForm() {
  const [email, setEmail] = useState("");
  const [altcha, setAltcha] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [isSent, setSent] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSubmitting) return;
    if (!altcha) {
      setFailure({ messages: ["Please complete the security check."], fieldErrors: { altcha: "Required" } });
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await recoverAccount({ email: email.trim(), altcha });
      setSent(true);
    } catch (caught) {
      setFailure(formFailureOf(caught));
    } finally {
      setSubmitting(false);
    }
  }

  if (isSent) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} title="Check your e-mail">
          If {email.trim()} belongs to an account, a link to choose a new password is on its way.
        </Alert>
        <Anchor component={Link} to="/login" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? <ErrorSummary heading={RECOVER_FAILED} messages={failure.messages} /> : null}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={failure?.fieldErrors.email}
          required
          autoFocus
        />
        <CaptchaField onChange={setAltcha} error={failure?.fieldErrors.altcha} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Send reset link
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
