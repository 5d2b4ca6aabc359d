// The shelf's scan box: the tier id as scanned or typed (shown uppercase), In (1) or Out (2), Submit.
// The domain's messages answer at once; the server's answer (or refusal) shows on the line below, led by
// the tier scanned. The box is an input, so the page's scan listener leaves what is typed or scanned here
// alone. The action starts on In and the worker's last choice is remembered on this computer (issue 29:
// a first scan that only answered 'Please select an action' cost every shelf session a scan).
import { SHELF_ACTIONS, type ShelfAction, validateShelfAction } from "@gbo/domain/shelves";
import { Button, Group, Radio, TextInput } from "@mantine/core";
import { IconBarcode } from "@tabler/icons-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ScanFeedbackLine } from "../../../ui/scan-feedback";
import { useStoredChoice } from "../../../ui/use-stored-choice";
import type { ShelfMoves } from "../use-shelf-moves";

/** localStorage key of the worker's last shelf action ("1" in, "2" out). */
export const SHELF_ACTION_KEY = "gbo.shelf.action";
const ACTION_CHOICES = [String(SHELF_ACTIONS.in), String(SHELF_ACTIONS.out)] as const;

export function ShelfScanForm({ shelfId, moves }: { shelfId: string; moves: ShelfMoves }) {
  const [text, setText] = useState("");
  const [stored, setStored] = useStoredChoice(SHELF_ACTION_KEY, ACTION_CHOICES, String(SHELF_ACTIONS.in));
  const action = Number(stored) as ShelfAction;
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
          value={stored}
          onChange={(value) => setStored(value as (typeof ACTION_CHOICES)[number])}
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
