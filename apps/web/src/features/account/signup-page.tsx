import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { IconInfoCircle, IconMailCheck } from "@tabler/icons-react";
import { Link, useSearch } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { ErrorSummary } from "../../ui/error-summary";
import { registerAccount } from "./api/register-account";
import { CaptchaField } from "./components/captcha-field";
import { PublicFrame } from "./components/public-frame";
import { PASSWORDS_DIFFER } from "./components/reset-password-form";

const EMPTY = { userName: "", displayName: "", email: "", password: "", confirmPassword: "" };

/**
 * /signup: asks for an account. It is created inactive and without claims, so it grants nothing until a
 * manager activates it on the Workers screen and gives it its stations; the e-mail address is verified
 * by a link meanwhile.
 */
export function SignupPage() {
  const { provider } = useSearch({ from: "/signup" });
  const [form, setForm] = useState(EMPTY);
  const [altcha, setAltcha] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: form[name],
    error: failure?.fieldErrors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSubmitting) return;
    if (form.password !== form.confirmPassword) {
      setFailure({ messages: [PASSWORDS_DIFFER], fieldErrors: { confirmPassword: PASSWORDS_DIFFER } });
      return;
    }
    if (!altcha) {
      setFailure({ messages: ["Please complete the security check."], fieldErrors: { altcha: "Required" } });
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const answer = await registerAccount({ ...form, email: form.email.trim(), altcha });
      setDoneMessage(answer.message);
    } catch (caught) {
      setFailure(formFailureOf(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <PublicFrame title="Create an account" subtitle="A manager activates new accounts and assigns stations.">
      {doneMessage ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} title="Account requested">
            {doneMessage}
          </Alert>
          <Anchor component={Link} to="/login" size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            {provider ? (
              <Alert
                color="yellow"
                variant="light"
                icon={<IconInfoCircle size={18} />}
                title="External sign-in"
              >
                Signing up through {provider} is not available: no external sign-in provider is configured on
                this server. You can ask for a local account below.
              </Alert>
            ) : null}
            {failure ? <ErrorSummary heading="Error submitting request" messages={failure.messages} /> : null}
            <TextInput label="User name" autoComplete="username" required autoFocus {...field("userName")} />
            <TextInput label="Display name" autoComplete="name" required {...field("displayName")} />
            <TextInput label="E-mail" type="email" autoComplete="email" required {...field("email")} />
            <PasswordInput
              label="Password"
              description="At least 10 characters."
              autoComplete="new-password"
              required
              {...field("password")}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              required
              {...field("confirmPassword")}
            />
            <CaptchaField onChange={setAltcha} error={failure?.fieldErrors.altcha} />
            <Button type="submit" loading={isSubmitting} fullWidth>
              Request account
            </Button>
            <Anchor component={Link} to="/login" size="sm">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      )}
    </PublicFrame>
  );
}
