import type {
  AdminTotpDisableBody,
  AdminTotpRecoveryCodes,
  AdminTotpSetup,
  AdminTotpStatus,
} from '@blog/contract';
import { adminApi, useAdminRead, useAdminWrite } from '../../admin-api';

/** Two-step login of the owner's own account: `/api/admin/totp…` (README "Admin API"). */
const AREA = 'totp';

export const useTotpStatus = () => useAdminRead<AdminTotpStatus>(AREA, 'totp');

/** Begins a setup (the password first): the secret, as a QR code's URI and as text. */
export const useStartSetup = () =>
  useAdminWrite((password: string) => adminApi.post<AdminTotpSetup>('totp/setup', { password }), {
    areas: [AREA],
  });

/** Confirms the setup with a code from the app; answers the recovery codes, shown once. */
export const useEnable = () =>
  useAdminWrite((code: string) => adminApi.post<AdminTotpRecoveryCodes>('totp/enable', { code }), {
    done: '两步验证已开启',
    areas: [AREA],
  });

export const useRenewRecoveryCodes = () =>
  useAdminWrite((code: string) => adminApi.post<AdminTotpRecoveryCodes>('totp/recovery-codes', { code }), {
    done: '已生成新的恢复码，旧的全部失效',
    areas: [AREA],
  });

export const useDisable = () =>
  useAdminWrite((body: AdminTotpDisableBody) => adminApi.post<AdminTotpStatus>('totp/disable', body), {
    done: '两步验证已关闭',
    areas: [AREA],
  });
