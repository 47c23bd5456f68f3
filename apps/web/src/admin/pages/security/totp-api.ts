import type { AdminTotpDisableBody } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { callApi } from '../../../lib/http/api';
import { useAdminRead, useAdminWrite } from '../../admin-api';

/** Two-step login of the owner's own account: `adminRoutes.totp` (README "Admin API"). */
const AREA = 'totp';

export const useTotpStatus = () => useAdminRead(adminRoutes.totp.status, {}, AREA);

/** Begins a setup (the password first): the secret, as a QR code's URI and as text. */
export const useStartSetup = () =>
  useAdminWrite((password: string) => callApi(adminRoutes.totp.setup, { body: { password } }), {
    areas: [AREA],
  });

/** Confirms the setup with a code from the app; answers the recovery codes, shown once. */
export const useEnable = () =>
  useAdminWrite((code: string) => callApi(adminRoutes.totp.enable, { body: { code } }), {
    done: '两步验证已开启',
    areas: [AREA],
  });

export const useRenewRecoveryCodes = () =>
  useAdminWrite((code: string) => callApi(adminRoutes.totp.recoveryCodes, { body: { code } }), {
    done: '已生成新的恢复码，旧的全部失效',
    areas: [AREA],
  });

export const useDisable = () =>
  useAdminWrite((body: AdminTotpDisableBody) => callApi(adminRoutes.totp.disable, { body }), {
    done: '两步验证已关闭',
    areas: [AREA],
  });
