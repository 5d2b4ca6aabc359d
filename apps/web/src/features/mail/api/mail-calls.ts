// The e-mail calls (administration §7 E-mail) and /sendEmail's message to customers. The failed list is
// cached for 300 s (administration §9) and every write clears it.
import type {
  TBulkEmail,
  TFailedEmailsPage,
  TResendEmail,
  TResendResult,
  TSendEmail,
  TSendEmailResult,
} from "@gbo/contracts/mail";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, dataOf } from "../../../api";

export const MAIL_KEY = ["mail"] as const;
export const FAILED_PAGE_SIZE = 25;
const CACHE_MS = 300_000;

export function useFailedEmails(page: number) {
  return useQuery({
    queryKey: [...MAIL_KEY, "failed", page],
    queryFn: async (): Promise<TFailedEmailsPage> =>
      dataOf(
        await client.GET("/api/email/GetFailedEmail", {
          params: { query: { page, pageSize: FAILED_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: CACHE_MS,
  });
}

type Callbacks<T> = { onSuccess: (result: T) => void };

/** A write that changes the failed list; a failure is shown by the client with the server's error (§8). */
function useMailWrite<TInput, TResult>(
  send: (input: TInput) => Promise<TResult>,
  options: Callbacks<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      options.onSuccess(result);
      await queryClient.invalidateQueries({ queryKey: [...MAIL_KEY, "failed"] });
    },
  });
}

export function useResendEmail(options: Callbacks<TResendResult>) {
  return useMailWrite(
    async (body: TResendEmail): Promise<TResendResult> =>
      dataOf(await client.POST("/api/email/ResendEmail", { body })),
    options,
  );
}

export function useBulkEmail(options: Callbacks<TResendResult>) {
  return useMailWrite(
    async (body: TBulkEmail): Promise<TResendResult> =>
      dataOf(await client.POST("/api/email/BulkEmail", { body })),
    options,
  );
}

export function useSendEmail(options: Callbacks<TSendEmailResult>) {
  return useMailWrite(
    async (body: TSendEmail): Promise<TSendEmailResult> =>
      dataOf(await client.POST("/api/email/send", { body })),
    options,
  );
}
