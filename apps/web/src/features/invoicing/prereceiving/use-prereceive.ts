// The pre-receiving page's server read joined with its local state (local-state.ts): every screen of
// pre-receiving (the list, the comic form, the reholder form) reads and writes the same stored list.
import type { TPreReceive } from "@gbo/contracts/invoicing";
import { useCallback, useEffect, useState } from "react";
import { type PreReceiveLocal, resumeLocal, writeLocal } from "./local-state";
import { usePreReceive } from "./prereceive-api";

export function usePreReceiveState(orderId: string) {
  const query = usePreReceive(orderId);
  const page: TPreReceive | undefined = query.data;
  const [state, setLocal] = useState<PreReceiveLocal | null>(null);
  useEffect(() => {
    if (page) setLocal(resumeLocal(page));
  }, [page]);
  const setState = useCallback((next: PreReceiveLocal) => {
    writeLocal(next);
    setLocal(next);
  }, []);
  return { query, page, state, setState };
}
