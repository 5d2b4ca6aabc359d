// The list's search box: typed text, written to the address 300 ms after typing stops.
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";

export function useSearchText(current: string | undefined, onSettled: (text: string) => void) {
  const [text, setText] = useState(current ?? "");
  const [debounced] = useDebouncedValue(text.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the typed text only
  useEffect(() => {
    if (debounced !== (current ?? "")) onSettled(debounced);
  }, [debounced]);
  return [text, setText] as const;
}
