// What the comic and reholder forms of pre-receiving share: their address (/…/{id}/{tier}/{comicId|new})
// read into the order's page, its local list, the tier and the comic's local key (null for "new").
import type { TPreReceive } from "@gbo/contracts/invoicing";
import { Center, Loader } from "@mantine/core";
import { useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ApiError } from "../../../api";
import { PreReceiveLoadError } from "./load-error";
import type { PreReceiveLocal } from "./local-state";
import { usePreReceiveState } from "./use-prereceive";

export type PreReceiveFormProps = {
  page: TPreReceive;
  state: PreReceiveLocal;
  setState: (next: PreReceiveLocal) => void;
  tierId: string;
  comicKey: string | null;
};

export function PreReceiveFormRoute({ render }: { render: (props: PreReceiveFormProps) => ReactNode }) {
  const { id, name, comicId } = useParams({ strict: false }) as { id: string; name: string; comicId: string };
  const { query, page, state, setState } = usePreReceiveState(id);
  if (query.error instanceof ApiError) return <PreReceiveLoadError orderId={id} error={query.error} />;
  if (!page || !state) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <div key={`${id}/${name}/${comicId}`}>
      {render({
        page,
        state,
        setState,
        tierId: name.toUpperCase(),
        comicKey: comicId.toLowerCase() === "new" ? null : comicId,
      })}
    </div>
  );
}
