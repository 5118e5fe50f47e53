import type {
  AdminUsersResponse,
  DeleteUserResponse,
  UserRoleResponse,
} from '@campus-threads/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AdminUsersParams = { q: string; page: number };

/** GET /api/users: one page, newest accounts first; q searches name, email and phone. */
export function getAdminUsers(
  params: AdminUsersParams,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  return api.get<AdminUsersResponse>('users', {
    params: { q: params.q || undefined, page: params.page },
    signal,
  });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({
    queryKey: queryKeys.admin.users.list(params),
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/users/{id}/role. */
export function setUserRole(id: string, isAdmin: boolean): Promise<UserRoleResponse> {
  return api.patch<UserRoleResponse>(`users/${encodeURIComponent(id)}/role`, { isAdmin });
}

/** DELETE /api/users/{id}. */
export function deleteUser(id: string): Promise<DeleteUserResponse> {
  return api.delete<DeleteUserResponse>(`users/${encodeURIComponent(id)}`);
}

function useUsersMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Whatever happened (even a refusal), the list shows the server's state again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard.all });
    },
  });
}

export const useSetUserRole = () =>
  useUsersMutation(({ id, isAdmin }: { id: string; isAdmin: boolean }) => setUserRole(id, isAdmin));

export const useDeleteUser = () => useUsersMutation((id: string) => deleteUser(id));
