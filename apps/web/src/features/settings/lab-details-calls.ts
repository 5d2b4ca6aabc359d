// The lab's details (issue 33): read and saved like the other settings (version → 409), cached with them;
// the logo goes to a signed address (no bearer token), then the server checks the stored picture.
import type { TLabDetailsSetting, TLabLogoAddress, TSaveLabDetails } from "@gbo/contracts/settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../api";
import { CACHE_MS, SETTINGS_KEY } from "./settings-calls";

export const LAB_KEY = [...SETTINGS_KEY, "lab"] as const;

export function useLabDetails() {
  return useQuery({
    queryKey: LAB_KEY,
    queryFn: async (): Promise<TLabDetailsSetting> => dataOf(await client.GET("/api/settings/lab")),
    staleTime: CACHE_MS,
  });
}

/** A write of the lab setting: its answer is the new setting; the previews read the lab too. */
export function useLabWrite<In>(
  call: (input: In) => Promise<TLabDetailsSetting>,
  options: { onSuccess: (saved: TLabDetailsSetting) => void; onError: (caught: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (saved) => {
      queryClient.setQueryData(LAB_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: ["email-previews"] });
      options.onSuccess(saved);
    },
    onError: options.onError,
  });
}

export async function saveLabDetails(body: TSaveLabDetails): Promise<TLabDetailsSetting> {
  return dataOf(await client.PUT("/api/settings/lab", { body, fetch: quiet }));
}

export async function removeLabLogo(version: number): Promise<TLabDetailsSetting> {
  return dataOf(
    await client.DELETE("/api/settings/lab/logo", { params: { query: { version } }, fetch: quiet }),
  );
}

const UPLOAD_DID_NOT_FINISH = "The upload did not finish. Check the connection and try again.";

/** The refusal's text: our JSON `{ message }`, a bucket's XML `<Message>`, or a plain fallback. */
async function refusalText(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
  } catch {
    // Not JSON: a bucket answers XML.
  }
  return /<Message>([^<]*)<\/Message>/.exec(body)?.[1] ?? `The upload was refused (${response.status}).`;
}

/** Address, PUT, confirm: the new setting once the server has decoded the picture. */
export async function uploadLabLogo(file: File, version: number): Promise<TLabDetailsSetting> {
  const address: TLabLogoAddress = dataOf(
    await client.POST("/api/settings/lab/logo/address", { fetch: quiet }),
  );
  let response: Response;
  try {
    response = await fetch(address.url, {
      method: address.method,
      headers: { ...address.headers, "Content-Type": file.type || "application/octet-stream" },
      body: file,
    });
  } catch {
    throw new Error(UPLOAD_DID_NOT_FINISH);
  }
  if (!response.ok) throw new Error(await refusalText(response));
  return dataOf(await client.POST("/api/settings/lab/logo/confirm", { body: { version }, fetch: quiet }));
}
