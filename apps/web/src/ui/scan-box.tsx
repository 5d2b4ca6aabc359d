import { Group, Loader, TextInput } from "@mantine/core";
import { IconBarcode } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { type ScanFeedback, ScanFeedbackLine } from "./scan-feedback";

/** `name` of the scan field, so a form's error summary can move the focus to it. */
export const SCAN_FIELD_NAME = "scan";

/**
 * The station's scan field: focused when the screen opens, cleared after every scan, with the line
 * that tells what the last scan did. `action` sits right of the field and comes next in tab order
 * (the screen's primary action: Tab from the scan box reaches it first).
 */
export function ScanBox({
  onScan,
  feedback,
  isScanning,
  label = "Scan comic",
  placeholder = "Scan or type the certification number, then Enter",
  action,
}: {
  onScan: (code: string) => void;
  feedback: ScanFeedback | null;
  isScanning: boolean;
  label?: string;
  placeholder?: string;
  action?: ReactNode;
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
    <div>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <form onSubmit={onSubmit} style={{ flex: 1, minWidth: 0 }}>
          <TextInput
            ref={inputRef}
            name={SCAN_FIELD_NAME}
            label={label}
            placeholder={placeholder}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            leftSection={<IconBarcode size={18} stroke={1.6} />}
            rightSection={isScanning ? <Loader size={14} role="status" aria-label="Scan on its way" /> : null}
            autoComplete="off"
            spellCheck={false}
          />
        </form>
        {action}
      </Group>
      <div style={{ marginTop: 6 }}>
        <ScanFeedbackLine feedback={feedback} />
      </div>
    </div>
  );
}
