// One move at a time for the shelf screen, from its scan box or a row's Remove, with one feedback line
// (and its beep) for both: the server's message as it answered, or its refusal.
import { useState } from "react";
import { formFailureOf } from "../../api/form-errors";
import { playScanSound, type ScanFeedback } from "../../ui/scan-feedback";
import { type ShelfMove, useShelfMove } from "./api/shelf-calls";

export type ShelfMoves = {
  feedback: ScanFeedback | null;
  isPending: boolean;
  /** A refusal found in the browser (the domain's message), shown like the server's. */
  refuse: (code: string, message: string) => void;
  send: (move: ShelfMove) => void;
};

export function useShelfMoves(shelfId: string): ShelfMoves {
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const show = (next: ScanFeedback) => {
    setFeedback(next);
    playScanSound(next.tone);
  };
  const move = useShelfMove({
    onSuccess: (result) => show({ code: result.shelf.id, message: result.message, tone: "ok" }),
    // Led by the tier scanned: the message already names the shelf.
    onError: (caught, sent) =>
      show({
        code: sent.tierId.toUpperCase() || shelfId,
        message: formFailureOf(caught).messages.join(" "),
        tone: "error",
      }),
  });
  return {
    feedback,
    isPending: move.isPending,
    refuse: (code, message) => show({ code, message, tone: "error" }),
    send: (next) => {
      if (!move.isPending) move.mutate(next);
    },
  };
}
