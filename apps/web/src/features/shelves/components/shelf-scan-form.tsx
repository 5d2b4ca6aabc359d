// The shelf's scan box: the tier id as scanned or typed (shown uppercase), In (1) or Out (2), Submit.
// The domain's messages answer at once; the server's answer (or refusal) shows on the line below. The
// box is an input, so the page's scan listener leaves what is typed or scanned here alone.
import { SHELF_ACTIONS, type ShelfAction, validateShelfAction } from "@gbo/domain/shelves";
import { Button, Group, Radio, TextInput } from "@mantine/core";
import { IconBarcode } from "@tabler/icons-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ScanFeedbackLine } from "../../../ui/scan-feedback";
import type { ShelfMoves } from "../use-shelf-moves";

export function ShelfScanForm({ shelfId, moves }: { shelfId: string; moves: ShelfMoves }) {
  const [text, setText] = useState("");
  // No action until the worker picks one ('Please select an action'); the choice stays for the next scans.
  const [action, setAction] = useState<ShelfAction | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (moves.isPending) return;
    const checked = validateShelfAction({ shelfId, tierScan: text, action });
    if (!checked.ok) {
      moves.refuse(text.trim() || shelfId, checked.message);
      inputRef.current?.focus();
      return;
    }
    moves.send({ shelfId, tierId: text.trim(), action: checked.value.action });
    setText("");
    inputRef.current?.focus();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Scan a tier">
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          ref={inputRef}
          label="Tier id"
          name="tierId"
          placeholder="Scan or type 26-0A12345-SO, then Enter"
          leftSection={<IconBarcode size={18} stroke={1.6} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value.toUpperCase())}
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          w={340}
        />
        <Radio.Group
          label="Action"
          name="action"
          value={action === null ? null : String(action)}
          onChange={(value) => setAction(Number(value) as ShelfAction)}
        >
          <Group gap="md" h={36}>
            <Radio value={String(SHELF_ACTIONS.in)} label="In (1)" />
            <Radio value={String(SHELF_ACTIONS.out)} label="Out (2)" />
          </Group>
        </Radio.Group>
        <Button type="submit" loading={moves.isPending}>
          Submit
        </Button>
      </Group>
      <div style={{ marginTop: 8 }}>
        <ScanFeedbackLine feedback={moves.feedback} />
      </div>
    </form>
  );
}
