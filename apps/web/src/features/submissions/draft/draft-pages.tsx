// Scaffold: the draft submission screen, its comic form and its reholder form (issue 14).
import { Title } from "@mantine/core";

export function DraftSubmissionPage() {
  return <Title order={1}>New submission</Title>;
}

export function DraftComicPage() {
  return <Title order={1}>Submission comic</Title>;
}

export function DraftReholderPage() {
  return <Title order={1}>Submission reholder</Title>;
}
