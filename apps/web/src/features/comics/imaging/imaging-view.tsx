// The imaging child views of the comic screen (/orders/{id}/{comicId}/imaging: the cover;
// /imagingsp: the special pictures sp1..sp4). A file is chosen or dropped, checked here at once (50 MB,
// JPEG or PNG by its bytes), PUT to a short-lived signed address with its progress shown, then
// confirmed: the server checks it again, sets hasImage / hasImageSP and logs the upload.
import type { TComicImage } from "@gbo/contracts/comics";
import {
  canEditImages,
  IMAGE_CONTENT_TYPES,
  type ImageKind,
  imageEditClosedMessage,
  imageKindsOf,
  imageStationProblem,
  MAX_IMAGE_MB,
} from "@gbo/domain/imaging";
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconPhotoUp } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type DragEvent, useRef, useState } from "react";
import { applyActionResult, showActionResult } from "../../orders";
import { ComicDetails } from "../components/comic-details";
import type { ComicViewProps } from "../components/view-props";
import { checkImageFile } from "./image-check";
import { confirmUpload, getUploadAddress, imagesKey, imagesQueryOptions, putFile } from "./imaging-api";

export function pictureLabel(kind: ImageKind): string {
  return kind === "cover" ? "Cover" : `Special picture ${kind.slice(2)}`;
}

type Phase =
  | { step: "idle" }
  | { step: "checking" }
  | { step: "uploading"; percent: number }
  | { step: "confirming" }
  | { step: "done"; fileName: string }
  | { step: "refused"; message: string };

const isBusy = (phase: Phase) => ["checking", "uploading", "confirming"].includes(phase.step);

/** /orders/{id}/{comicId}/imaging (special=false) and /imagingsp (special=true). */
export function ImagingView({ comic, countryCode, special }: ComicViewProps & { special: boolean }) {
  const kinds = imageKindsOf(special);
  const images = useQuery(imagesQueryOptions(comic.orderId, comic.id));
  const byKind = new Map((images.data?.images ?? []).map((image) => [image.kind, image]));
  // Why uploads are closed, if they are: the spec's days rule, or a picture of another station.
  const closedReason = !canEditImages(comic.days)
    ? imageEditClosedMessage(comic.days)
    : imageStationProblem(kinds[0] ?? "cover", comic.status);
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h5">
              {special ? "Special pictures" : "Cover picture"}
            </Title>
            <Group gap="xs" aria-label="Pictures on file">
              <Badge color={comic.hasImage ? "green" : "gray"} variant="light" data-testid="has-image">
                Cover: {comic.hasImage ? "on file" : "none"}
              </Badge>
              <Badge color={comic.hasImageSP ? "green" : "gray"} variant="light" data-testid="has-image-sp">
                Special pictures: {comic.hasImageSP ? "on file" : "none"}
              </Badge>
            </Group>
          </Group>
          {closedReason ? (
            <Alert color="yellow" variant="light" title="Uploads are closed" data-testid="imaging-closed">
              {closedReason}
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              JPEG or PNG, at most {MAX_IMAGE_MB} MB. Choose a file or drop it on a picture.
            </Text>
          )}
          {images.isError ? (
            <Text size="sm" c="red" role="alert">
              The pictures could not be read: {images.error.message}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: special ? 2 : 1 }} spacing="sm">
            {kinds.map((kind) => (
              <PictureSlot
                key={kind}
                orderId={comic.orderId}
                comicId={comic.id}
                uniqueId={comic.uniqueId}
                kind={kind}
                image={byKind.get(kind) ?? null}
                isLoading={images.isPending}
                isDisabled={closedReason !== null}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      <ComicDetails comic={comic} countryCode={countryCode} />
    </Stack>
  );
}

function PictureSlot(props: {
  orderId: string;
  comicId: string;
  uniqueId: string;
  kind: ImageKind;
  image: TComicImage | null;
  isLoading: boolean;
  isDisabled: boolean;
}) {
  const { orderId, comicId, uniqueId, kind, image, isDisabled } = props;
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const [isDragOver, setDragOver] = useState(false);
  const label = pictureLabel(kind);
  const isLocked = isDisabled || isBusy(phase);

  async function upload(file: File) {
    if (isLocked) return;
    setPhase({ step: "checking" });
    try {
      const problem = await checkImageFile(file);
      if (problem) return setPhase({ step: "refused", message: problem });
      const address = await getUploadAddress(uniqueId, kind);
      setPhase({ step: "uploading", percent: 0 });
      await putFile(address, file, (percent) => setPhase({ step: "uploading", percent }));
      setPhase({ step: "confirming" });
      const result = await confirmUpload(orderId, comicId, kind);
      applyActionResult(queryClient, result);
      void queryClient.invalidateQueries({ queryKey: imagesKey(orderId, comicId) });
      showActionResult(result);
      setPhase({ step: "done", fileName: file.name });
    } catch (error) {
      setPhase({ step: "refused", message: error instanceof Error ? error.message : String(error) });
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      role="group"
      aria-label={`${label} picture`}
      data-picture={kind}
      onDragOver={(event) => {
        if (isLocked) return;
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={onDrop}
      style={{
        borderStyle: isDragOver ? "dashed" : undefined,
        borderColor: isDragOver ? "var(--mantine-color-blue-6)" : undefined,
        borderWidth: isDragOver ? 2 : undefined,
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {label}
          </Text>
          {image ? (
            <Text size="xs" c="dimmed">
              {(image.size / 1024).toFixed(0)} KB
            </Text>
          ) : null}
        </Group>
        <Box
          h={220}
          bg="var(--mantine-color-gray-0)"
          style={{ display: "flex", alignItems: "center", justifyContent: "center", borderRadius: 4 }}
        >
          {image ? (
            <Anchor
              href={image.url}
              target="_blank"
              rel="noreferrer"
              aria-label={`Open the ${label.toLowerCase()} picture full size`}
            >
              <Image
                src={image.url}
                alt={`${label} picture of ${uniqueId}`}
                mah={210}
                maw="100%"
                fit="contain"
              />
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {props.isLoading ? "Loading…" : "No picture yet"}
            </Text>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept={IMAGE_CONTENT_TYPES.join(",")}
          aria-label={`Choose ${label.toLowerCase()} picture`}
          disabled={isLocked}
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) void upload(file);
          }}
        />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPhotoUp size={16} />}
          disabled={isLocked}
          onClick={() => input.current?.click()}
        >
          {image ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </Button>
        <UploadState phase={phase} label={label} />
      </Stack>
    </Paper>
  );
}

function UploadState({ phase, label }: { phase: Phase; label: string }) {
  if (phase.step === "idle") return null;
  if (phase.step === "refused")
    return (
      <Text size="sm" c="red" role="alert" data-testid="upload-refused">
        {phase.message}
      </Text>
    );
  const percent = phase.step === "uploading" ? phase.percent : phase.step === "checking" ? 0 : 100;
  const text =
    phase.step === "checking"
      ? "Checking the file…"
      : phase.step === "uploading"
        ? `Uploading… ${phase.percent}%`
        : phase.step === "confirming"
          ? "Checking the stored picture…"
          : `Uploaded ${phase.fileName}`;
  return (
    <Stack gap={4}>
      <Progress
        value={percent}
        aria-label={`${label} upload progress`}
        color={phase.step === "done" ? "green" : "blue"}
        animated={phase.step !== "done"}
      />
      <Text
        size="xs"
        c={phase.step === "done" ? "green.8" : "dimmed"}
        role="status"
        data-testid="upload-state"
      >
        {text}
      </Text>
    </Stack>
  );
}
