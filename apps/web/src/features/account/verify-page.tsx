import { Alert, Anchor, Loader, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconMail } from "@tabler/icons-react";
import { Link, useSearch } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { formFailureOf } from "../../api/form-errors";
import { verifyEmail } from "./api/verify-email";
import { PublicFrame } from "./components/public-frame";

type VerifyState = { kind: "verifying" } | { kind: "verified" } | { kind: "failed"; messages: string[] };

/** /verify: after a sign-in refused for verification, explains; with ?token=… confirms the address. */
export function VerifyPage() {
  const { token } = useSearch({ from: "/verify" });
  return (
    <PublicFrame title="Verify your e-mail address">
      {token ? <ConfirmToken token={token} /> : <VerificationRequired />}
    </PublicFrame>
  );
}

function VerificationRequired() {
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconMail size={18} />} title="Verification needed">
        Your e-mail address is not verified yet. We have sent you a link: open it, then sign in again.
      </Alert>
      <Anchor component={Link} to="/login" size="sm">
        Back to sign in
      </Anchor>
    </Stack>
  );
}

function ConfirmToken({ token }: { token: string }) {
  const [state, setState] = useState<VerifyState>({ kind: "verifying" });
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // A verification link works once: never post it twice (React strict mode runs effects twice).
    if (sentFor.current === token) return;
    sentFor.current = token;
    verifyEmail({ token })
      .then(() => setState({ kind: "verified" }))
      .catch((caught: unknown) => setState({ kind: "failed", messages: formFailureOf(caught).messages }));
  }, [token]);

  if (state.kind === "verifying") {
    return (
      <Stack align="center" gap="sm" py="md">
        <Loader />
        <Text size="sm" c="dimmed">
          Checking your link…
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {state.kind === "verified" ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title="E-mail address verified"
        >
          You can sign in now.
        </Alert>
      ) : (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="The link did not work">
          {state.messages.join(" ")}
        </Alert>
      )}
      <Anchor component={Link} to="/login" size="sm">
        Go to sign in
      </Anchor>
    </Stack>
  );
}
