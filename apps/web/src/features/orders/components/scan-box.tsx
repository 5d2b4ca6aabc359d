import { Alert, Loader, TextInput } from "@mantine/core";
import { IconBarcode } from "@tabler/icons-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { ScanFeedback } from "../use-comic-scanner";

const TONE_COLOR = { ok: "green", warning: "yellow", error: "red" } as const;

/** The station's scan field: focused when the screen opens, cleared after every scan. */
export function ScanBox({
  onScan,
  feedback,
  isScanning,
  label = "Scan comic",
}: {
  onScan: (code: string) => void;
  feedback: ScanFeedback | null;
  isScanning: boolean;
  label?: string;
}) {
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const code = text.trim();
    setText("");
    if (code) onScan(code);
  }

  return (
    <form onSubmit={onSubmit}>
      <TextInput
        ref={inputRef}
        label={label}
        aria-label={label}
        placeholder="Scan or type the certification number, then Enter"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<IconBarcode size={18} stroke={1.6} />}
        rightSection={isScanning ? <Loader size={14} /> : null}
        autoComplete="off"
        spellCheck={false}
        size="md"
      />
      {feedback ? (
        <Alert
          mt={6}
          py={6}
          color={TONE_COLOR[feedback.tone]}
          variant="light"
          role="status"
          data-scan-feedback={feedback.tone}
        >
          <b>{feedback.code}</b> — {feedback.message}
        </Alert>
      ) : null}
    </form>
  );
}
