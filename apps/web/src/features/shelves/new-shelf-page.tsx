// /shelves/new: a shelf not used yet. The worker types (or scans) the id printed on the shelf and sees
// where it is; an id already in use says so with a link to it, a free one opens its detail, where the
// first tier scanned in creates the shelf (GET /api/shelves/shelfexists/{id}).
import { shelfLocation, validateShelfId } from "@gbo/domain/shelves";
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconStack2 } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { getShelfExists } from "./api/shelf-calls";

export function NewShelfPage() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const checked = validateShelfId(text);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setIsChecking(true);
    try {
      const { exists } = await getShelfExists(checked.value);
      if (exists) setTaken(checked.value);
      else void navigate({ to: "/shelves/$id", params: { id: checked.value } });
    } catch {
      setError("The shelf could not be checked. Try again.");
    } finally {
      setIsChecking(false);
    }
  }

  return (
    <Stack gap="md" maw={560}>
      <Anchor component={Link} to="/shelves" size="sm" w="fit-content">
        ← Shelves
      </Anchor>
      <Title order={1} size="h2">
        New shelf
      </Title>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Group align="flex-start" gap="sm">
              <TextInput
                label="Shelf id"
                name="shelfId"
                description="Aisle-bay-level, as printed on the shelf (A-1-B)"
                placeholder="A-1-B"
                leftSection={<IconStack2 size={16} />}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value.toUpperCase());
                  setError(null);
                  setTaken(null);
                }}
                error={error}
                autoComplete="off"
                spellCheck={false}
                w={280}
                maxLength={20}
                data-autofocus
                autoFocus
              />
              <Button type="submit" mt={46} loading={isChecking}>
                Continue
              </Button>
            </Group>
            {checked.ok ? (
              <Text size="sm" c="gray.7" data-shelf-location>
                {shelfLocation(checked.value)}
              </Text>
            ) : null}
            <Text size="sm" c="gray.7">
              The first tier scanned in creates the shelf, for that order's country (US or CA).
            </Text>
          </Stack>
        </form>
      </Paper>
      {taken ? (
        <Alert color="yellow" variant="light" title={`Shelf ${taken} is already in use`}>
          <Anchor component={Link} to={`/shelves/${taken}`}>
            Open shelf {taken}
          </Anchor>
        </Alert>
      ) : null}
    </Stack>
  );
}
