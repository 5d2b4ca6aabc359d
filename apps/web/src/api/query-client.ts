import { QueryClient } from "@tanstack/react-query";
import { ApiError, SessionError } from "./api-error";

/** Server state cache. A 4xx answer or an ended session is final: retrying would only repeat it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: true,
      retry: (failureCount, error) => {
        if (error instanceof SessionError) return false;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
