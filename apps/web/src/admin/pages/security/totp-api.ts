import type { AdminTotpDisableBody } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { callApi } from '../../../lib/http/api';
import { setToken } from '../../../stores/user-store';
import { useAdminRead, useAdminWrite } from '../../admin-api';

/** Two-step login of the owner's own account: `adminRoutes.totp` (docs/architecture.md "Admin API"). */
const AREA = 'totp';

/** Goes on with the token an answer carries (the server revoked the old one). */
function keepToken<T extends { token: string }>(answer: T): T {
  setToken(answer.token);
  return answer;
}

export const useTotpStatus = () => useAdminRead(adminRoutes.totp.status, {}, AREA);

/** Begins a setup (the password first): the secret, as a QR code's URI and as text. */
export const useStartSetup = () =>
  useAdminWrite((password: string) => callApi(adminRoutes.totp.setup, { body: { password } }), {
    areas: [AREA],
  });

/**
 * Confirms the setup with a code from the app; answers the recovery codes, shown once. The server
 * ends every other session then, and this one goes on with the token it answers.
 */
export const useEnable = () =>
  useAdminWrite(
    async (code: string) => keepToken(await callApi(adminRoutes.totp.enable, { body: { code } })),
    {
      done: '两步验证已开启',
      areas: [AREA],
    },
  );

export const useRenewRecoveryCodes = () =>
  useAdminWrite((code: string) => callApi(adminRoutes.totp.recoveryCodes, { body: { code } }), {
    done: '已生成新的恢复码，旧的全部失效',
    areas: [AREA],
  });

export const useDisable = () =>
  useAdminWrite(
    async (body: AdminTotpDisableBody) => keepToken(await callApi(adminRoutes.totp.disable, { body })),
    {
      done: '两步验证已关闭',
      areas: [AREA],
    },
  );
