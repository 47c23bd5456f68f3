import { useUserStore } from '../stores/user-store';

/** Puts reader01 (读者) in the user store as signed in, with this id and token. */
export function signInReader(id: number, token: string): void {
  useUserStore.setState({
    userInfo: { id, username: 'reader01', nick_name: '读者', avatar: '' },
    token,
    infoFlag: true,
    tokenFlag: true,
  });
}
