import type { User } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type UpdateProfileBody = { fullName: string; phone: string };

/** PUT /api/users/profile: only fullName and phone are sent. */
export function updateProfile(body: UpdateProfileBody): Promise<User> {
  return api.put<User>('users/profile', { fullName: body.fullName, phone: body.phone });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.users.profile(), user);
      queryClient.setQueryData(queryKeys.auth.me(), user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth.all });
    },
  });
}
