import type { GuestIdentity as ServerIdentity } from '@blog/contract';
import { guestRoutes } from '@blog/contract/guest-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';
import { readGuestIdentity, saveGuestIdentity } from './guest-identity';

const KEY = ['guest'] as const;

/** What a guest's write carries: its identity, and the nickname it chose when not its 游客 name. */
export interface GuestWrite {
  guest_name: string;
  guest_token: string;
  guest_nickname?: string;
}

/**
 * This browser's guest identity, checked with the server (which answers a new one for a forged or
 * outdated one) and kept; and whether the owner lets guests comment. Asked for only where a guest
 * may write.
 */
export function useGuest(enabled = true) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: async (): Promise<ServerIdentity> => {
      const stored = readGuestIdentity();
      const body = stored ? { guest_name: stored.name, guest_token: stored.token } : {};
      const identity = await callApi(guestRoutes.identity, { body }, { silent: true });
      saveGuestIdentity({ name: identity.guest_name, token: identity.guest_token });
      return identity;
    },
    enabled,
    staleTime: 5 * 60_000,
  });
  /** The server no longer knows the identity (its secret changed): ask for a new one. */
  const forget = () => {
    saveGuestIdentity(null);
    void queryClient.invalidateQueries({ queryKey: KEY });
  };
  return { identity: query.data, pending: query.isPending && enabled, forget };
}

/** The fields of a guest's write: the nickname only when it differs from the 游客 name. */
export function guestWrite(identity: ServerIdentity, nickname: string): GuestWrite {
  const chosen = nickname.trim();
  return {
    guest_name: identity.guest_name,
    guest_token: identity.guest_token,
    ...(chosen && chosen !== identity.guest_name ? { guest_nickname: chosen } : {}),
  };
}

/** Whether a refused write says the guest's identity is no longer the server's. */
export const isStaleIdentity = (message: string | undefined): boolean =>
  message?.includes('游客身份无效') ?? false;
