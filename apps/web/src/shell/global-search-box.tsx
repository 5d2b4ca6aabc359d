import { Kbd, Loader, TextInput } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useRef, useState } from "react";
import { useGlobalSearch } from "./use-global-search";

/** Header search: order id, scan code or PREFIX:reference; "/" focuses it from anywhere. */
export function GlobalSearchBox() {
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const { search, isSearching } = useGlobalSearch();
  useHotkeys([["/", () => inputRef.current?.focus()]]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSearching) return;
    if (await search(text)) {
      setText("");
      inputRef.current?.blur();
    }
  }

  return (
    <search style={{ flex: 1, maxWidth: 420 }}>
      <form onSubmit={onSubmit}>
        <TextInput
          ref={inputRef}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Escape hands the keyboard back to the page, where the scan listener reads scans.
            if (event.key === "Escape") {
              setText("");
              event.currentTarget.blur();
            }
          }}
          placeholder="Order id, scan or PREFIX:reference"
          aria-label="Global search"
          leftSection={isSearching ? <Loader size={14} /> : <IconSearch size={16} stroke={1.6} />}
          rightSection={<Kbd size="xs">/</Kbd>}
          rightSectionPointerEvents="none"
          autoComplete="off"
          spellCheck={false}
        />
      </form>
    </search>
  );
}
