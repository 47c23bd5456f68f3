import { useQuery } from '@tanstack/react-query';
import { fetchUserInfo } from '../../features/auth/auth-api';
import { updateUserInfo } from '../../stores/user-store';

export const profileKey = (id: number) => ['user', 'info', id] as const;

/**
 * The logged-in user's profile fresh from the server (with the sign-up date); a nickname or
 * avatar changed elsewhere (another device) is copied into the user store.
 */
export function useProfile(id: number) {
  return useQuery({
    queryKey: profileKey(id),
    queryFn: async () => {
      const info = await fetchUserInfo(id);
      updateUserInfo({ nick_name: info.nick_name, avatar: info.avatar ?? '' });
      return info;
    },
  });
}
