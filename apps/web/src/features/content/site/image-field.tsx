// The picture of a content record (banners, sliders; conventions, onsites and signings reuse it): shows
// it, uploads a new one with a progress bar (instant check of size and type by the file's first bytes;
// the server checks again by content), and removes it after confirmation ('Error remove image').
//
// Props: `path` the §7 image path (banners/{id}, slider/{id}.jpg, conventions/{id}.jpg, …), null while
// the record is unsaved; `imageUrl` the current picture's address (null without one); `version` the
// record's version read (sent so a stale screen gets 409); `removal` the record's typed DELETE …/image
// call (null while unsaved); `onChanged` gets the new version and picture address after an upload or a
// removal.
import type { TContentImageResult } from "@gbo/contracts/content";
import {
  IMAGE_NOT_PICTURE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  sniffImageType,
} from "@gbo/domain/imaging";
import { ERROR_REMOVE_IMAGE, ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { Button, FileButton, Group, Image, Progress, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { formFailureOf } from "../../../api/form-errors";
import { confirmAction } from "../../../ui/confirm";
import { ErrorSummary } from "../../../ui/error-summary";
import {
  confirmContentImage,
  getContentImageAddress,
  type ImageRemoval,
  removeContentImage,
  sendToSignedAddress,
} from "./api/content-image-calls";

export type ImageFieldProps = {
  label?: string;
  path: string | null;
  imageUrl: string | null;
  version?: number;
  removal: ImageRemoval | null;
  onChanged: (result: TContentImageResult) => void;
};

type Phase =
  | { step: "idle" }
  | { step: "uploading"; percent: number }
  | { step: "checking" }
  | { step: "done"; name: string };

/** The browser's instant check; the server reads the stored bytes again. */
async function fileProblem(file: File): Promise<string | null> {
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffImageType(head) ? null : IMAGE_NOT_PICTURE_MESSAGE;
}

export function ImageField({
  label = "Image",
  path,
  imageUrl,
  version,
  removal,
  onChanged,
}: ImageFieldProps) {
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const [failure, setFailure] = useState<{ heading: string; messages: string[] } | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const isBusy = phase.step === "uploading" || phase.step === "checking" || isRemoving;
  const percent = phase.step === "uploading" ? phase.percent : phase.step === "idle" ? null : 100;

  async function onFile(file: File | null) {
    if (!file || !path) return;
    setFailure(null);
    const problem = await fileProblem(file);
    if (problem) return setFailure({ heading: ERROR_SAVING_CHANGES, messages: [problem] });
    let finished: Phase = { step: "idle" };
    try {
      setPhase({ step: "uploading", percent: 0 });
      const address = await getContentImageAddress(path);
      await sendToSignedAddress(address, file, (percent) => setPhase({ step: "uploading", percent }));
      setPhase({ step: "checking" });
      onChanged(await confirmContentImage(path, version));
      finished = { step: "done", name: file.name };
    } catch (caught) {
      setFailure({ heading: ERROR_SAVING_CHANGES, messages: formFailureOf(caught).messages });
    } finally {
      setPhase(finished);
    }
  }

  function onRemove(target: ImageRemoval) {
    confirmAction({
      title: "Remove image",
      message: "Remove this image?",
      tone: "danger",
      onConfirm: async () => {
        setFailure(null);
        setPhase({ step: "idle" });
        setIsRemoving(true);
        try {
          onChanged(await removeContentImage(target, version));
        } catch (caught) {
          setFailure({ heading: ERROR_REMOVE_IMAGE, messages: formFailureOf(caught).messages });
        } finally {
          setIsRemoving(false);
        }
      },
    });
  }

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {failure ? <ErrorSummary heading={failure.heading} messages={failure.messages} /> : null}
      {imageUrl ? (
        <Image src={imageUrl} alt={label} maw={360} radius="sm" fit="contain" />
      ) : (
        <Text size="sm" c="dimmed">
          {path ? "No image yet." : "Save first to add an image."}
        </Text>
      )}
      {percent !== null ? (
        <Progress value={percent} size="lg" striped={isBusy} animated={isBusy} aria-label="Upload progress" />
      ) : null}
      {phase.step !== "idle" ? (
        <Text size="sm" c="dimmed" role="status">
          {phase.step === "uploading"
            ? `Uploading… ${phase.percent}%`
            : phase.step === "checking"
              ? "Checking the picture…"
              : `Uploaded ${phase.name}`}
        </Text>
      ) : null}
      <Group gap="xs">
        <FileButton onChange={(file) => void onFile(file)} accept="image/jpeg,image/png">
          {(props) => (
            <Button {...props} variant="light" disabled={!path || isBusy}>
              {imageUrl ? "Replace image" : "Upload image"}
            </Button>
          )}
        </FileButton>
        {imageUrl && path && removal ? (
          <Button
            variant="subtle"
            color="red"
            onClick={() => onRemove(removal)}
            loading={isRemoving}
            disabled={isBusy}
          >
            Remove image
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        JPEG or PNG, at most 50 MB.
      </Text>
    </Stack>
  );
}
