// The queue's buckets (administration §3: 10, 99, 98, gg for comics and magazines; CB, HR, LP, RB, SL,
// PF for manga), in the order the server gives (the spec's), each with its labels and the sheets it
// prints on; and the manga whose label code fits no bucket, with what to fix.
import type { TLabelQueue, TLabelQueueComic } from "@gbo/contracts/labels";
import { parseScanCode } from "@gbo/domain/ids";
import { LABEL_BUCKETS, LABEL_COLOUR_HEX } from "@gbo/domain/labels";
import { Alert, Badge, Card, ColorSwatch, Group, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";

/** What a comic or magazine bucket holds; manga buckets are the book's label code itself. */
const GRADE_BUCKET_NAMES: Readonly<Record<string, string>> = {
  "10": "Grade 10",
  "99": "Grade 9.9",
  "98": "Grade 9.8",
  gg: "Every other grade, raw and rejected",
};

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

export function QueueBuckets({ buckets }: { buckets: TLabelQueue["buckets"] }) {
  return (
    <Stack gap="md">
      {buckets.map((bucket) => (
        <Card key={bucket.bucket} withBorder padding="md" radius="md" data-bucket={bucket.bucket}>
          <Group justify="space-between" mb="xs">
            <Group gap="xs">
              <Title order={2} size="h4">
                Bucket {bucket.bucket}
              </Title>
              {GRADE_BUCKET_NAMES[bucket.bucket] ? (
                <Text size="sm" c="dimmed">
                  {GRADE_BUCKET_NAMES[bucket.bucket]}
                </Text>
              ) : null}
            </Group>
            <Text size="sm" data-bucket-pages>
              {plural(bucket.comics.length, "label")} · {plural(bucket.pages, "page")}
            </Text>
          </Group>
          <LabelTable comics={bucket.comics} caption={`Bucket ${bucket.bucket} labels`} />
        </Card>
      ))}
    </Stack>
  );
}

export function UnbucketedComics({ comics }: { comics: TLabelQueue["unbucketed"] }) {
  if (comics.length === 0) return null;
  return (
    <Alert color="yellow" title="Not in a bucket" data-unbucketed>
      <Text size="sm" mb="xs">
        {plural(comics.length, "manga")} {comics.length === 1 ? "has" : "have"} a label code outside{" "}
        {LABEL_BUCKETS.Manga.join(", ")}, so {comics.length === 1 ? "it is" : "they are"} not printed. Set the
        label code on the comic, then scan its tier again.
      </Text>
      <LabelTable comics={comics} caption="Manga without a bucket" />
    </Alert>
  );
}

function LabelTable({ comics, caption }: { comics: readonly TLabelQueueComic[]; caption: string }) {
  return (
    <Table aria-label={caption} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Certification</Table.Th>
          <Table.Th>Title</Table.Th>
          <Table.Th>Grade</Table.Th>
          <Table.Th>Category</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {comics.map((comic) => (
          <Table.Tr key={comic.uniqueId} data-label={comic.uniqueId}>
            <Table.Td>
              <ComicLink comic={comic} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{comic.label.titleLines[0]}</Text>
              {comic.label.titleLines[1] ? <Text size="sm">{comic.label.titleLines[1]}</Text> : null}
              <Text size="xs" c="dimmed">
                {[comic.label.issue, comic.label.year, comic.label.publisher].filter(Boolean).join(" · ")}
              </Text>
            </Table.Td>
            <Table.Td>{comic.label.grade ?? "—"}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <ColorSwatch color={LABEL_COLOUR_HEX[comic.label.colour]} size={14} aria-hidden />
                <Text size="sm">{comic.label.category ?? "—"}</Text>
                <Text size="xs" c="dimmed" data-label-colour={comic.label.colour}>
                  {comic.label.colour}
                </Text>
                {comic.label.signees.length > 0 ? (
                  <Badge size="xs" variant="light">
                    {plural(comic.label.signees.length, "signee")}
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The certification number, linked to the comic's screen. */
function ComicLink({ comic }: { comic: TLabelQueueComic }) {
  const target = parseScanCode(comic.uniqueId);
  const text = (
    <Text span ff="monospace" size="sm">
      {comic.uniqueId}
    </Text>
  );
  if (target?.kind !== "comic") return text;
  return (
    <Link to="/orders/$id/$sub" params={{ id: target.orderId, sub: target.comicSeq }}>
      {text}
    </Link>
  );
}
