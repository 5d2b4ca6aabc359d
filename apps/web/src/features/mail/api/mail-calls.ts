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
import { api } from "../../../api";

export const MAIL_KEY = ["mail"] as const;
export const FAILED_PAGE_SIZE = 25;
const CACHE_MS = 300_000;

export function useFailedEmails(page: number) {
  return useQuery({
    queryKey: [...MAIL_KEY, "failed", page],
    queryFn: () =>
      api.get<TFailedEmailsPage>(`/api/email/GetFailedEmail?page=${page}&pageSize=${FAILED_PAGE_SIZE}`),
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
    (body: TResendEmail) => api.post<TResendResult>("/api/email/ResendEmail", body),
    options,
  );
}

export function useBulkEmail(options: Callbacks<TResendResult>) {
  return useMailWrite((body: TBulkEmail) => api.post<TResendResult>("/api/email/BulkEmail", body), options);
}

export function useSendEmail(options: Callbacks<TSendEmailResult>) {
  return useMailWrite((body: TSendEmail) => api.post<TSendEmailResult>("/api/email/send", body), options);
}
