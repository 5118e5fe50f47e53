import type { Profile } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users/profile: the user and their own settings (e-mail updates). */
export function getProfile(): Promise<Profile> {
  return api.get<Profile>('users/profile');
}

export function useProfile() {
  return useQuery({ queryKey: queryKeys.users.profile(), queryFn: getProfile });
}
