import type { User } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users/profile */
export function getProfile(): Promise<User> {
  return api.get<User>('users/profile');
}

export function useProfile() {
  return useQuery({ queryKey: queryKeys.users.profile(), queryFn: getProfile });
}
