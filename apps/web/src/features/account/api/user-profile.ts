import type { TUserProfile } from "@gbo/contracts/auth";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../../api";

export type UserProfile = TUserProfile;

export const userProfileQuery = queryOptions({
  queryKey: ["userprofile"],
  queryFn: async (): Promise<UserProfile> => dataOf(await client.GET("/api/userprofile")),
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
    mutationFn: async (body: { displayName: string; email: string }): Promise<UserProfile | null> =>
      dataOf(await client.POST("/api/userprofile", { body, fetch: quiet })),
    onSuccess: (saved) => {
      options.onSuccess(saved);
      return queryClient.invalidateQueries({ queryKey: userProfileQuery.queryKey });
    },
    onError: options.onError,
  });
}
