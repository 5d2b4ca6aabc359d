import { Button, Card, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useEffect, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { identityStore } from "../../auth/session";
import { ErrorSummary } from "../../ui/error-summary";
import { type UserProfile, useUpdateUserProfile, useUserProfile } from "./api/user-profile";

export const PROFILE_FAILED = "Error updating profile";
export const PROFILE_SAVED = "Profile saved.";

export function ProfilePage() {
  const profile = useUserProfile();
  return (
    <Stack gap="lg" maw={520}>
      <Title order={1} size="h2">
        Profile
      </Title>
      <Card withBorder padding="lg" radius="md">
        {profile.data ? (
          <ProfileForm profile={profile.data} />
        ) : profile.isError ? (
          <Text c="red">The profile could not be loaded.</Text>
        ) : (
          <Loader size="sm" />
        )}
      </Card>
    </Stack>
  );
}

function ProfileForm({ profile }: { profile: UserProfile }) {
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [email, setEmail] = useState(profile.email);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  useEffect(() => {
    setDisplayName(profile.displayName);
    setEmail(profile.email);
  }, [profile]);

  const save = useUpdateUserProfile({
    onSuccess: (saved) => {
      setFailure(null);
      // The header shows the display name: keep the stored identity in step.
      const identity = identityStore.get();
      const name = (saved?.displayName ?? displayName).trim();
      if (identity) identityStore.set({ ...identity, displayName: name || identity.userName });
      notifications.show({ message: PROFILE_SAVED, color: "green", autoClose: TOAST_MS });
    },
    onError: (caught) => setFailure(formFailureOf(caught)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate({ displayName: displayName.trim(), email: email.trim() });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? <ErrorSummary heading={PROFILE_FAILED} messages={failure.messages} /> : null}
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            User name
          </Text>
          <Text size="sm" fw={600}>
            {profile.userName}
          </Text>
        </Group>
        <TextInput
          label="Display name"
          name="displayName"
          value={displayName}
          onChange={(event) => setDisplayName(event.currentTarget.value)}
          error={failure?.fieldErrors.displayName}
          required
        />
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={failure?.fieldErrors.email}
          required
        />
        <div>
          <Button type="submit" loading={save.isPending}>
            Save profile
          </Button>
        </div>
      </Stack>
    </form>
  );
}
