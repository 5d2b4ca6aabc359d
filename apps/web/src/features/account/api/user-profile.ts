import type { TUserProfile } from "@gbo/contracts/auth";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../api";

export type UserProfile = TUserProfile;

export const userProfileQuery = queryOptions({
  queryKey: ["userprofile"],
  queryFn: () => api.get<UserProfile>("/api/userprofile"),
});

export function useUserProfile() {
  return useQuery(userProfileQuery);
}

/** POST /api/userprofile; a saved profile refreshes the cached one. */
export function useUpdateUserProfile(options: {
  onSuccess: (saved: UserProfile | null) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { displayName: string; email: string }) =>
      api.post<UserProfile | null>("/api/userprofile", body, { isQuiet: true }),
    onSuccess: (saved) => {
      options.onSuccess(saved);
      return queryClient.invalidateQueries({ queryKey: userProfileQuery.queryKey });
    },
    onError: options.onError,
  });
}
