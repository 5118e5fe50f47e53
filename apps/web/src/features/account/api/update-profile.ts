import type { Profile } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `emailUpdates` only when the switch changed: a profile save leaves it as it is. */
export type UpdateProfileBody = { fullName: string; phone: string; emailUpdates?: boolean };

/** PUT /api/users/profile: fullName and phone (the email is never sent), and the switch if given. */
export function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return api.put<Profile>('users/profile', {
    fullName: body.fullName,
    phone: body.phone,
    ...(body.emailUpdates === undefined ? {} : { emailUpdates: body.emailUpdates }),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.users.profile(), profile);
      // The session's user is the public part: the settings stay with the profile.
      const { emailUpdates: _settings, ...user } = profile;
      queryClient.setQueryData(queryKeys.auth.me(), user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth.all });
    },
  });
}
