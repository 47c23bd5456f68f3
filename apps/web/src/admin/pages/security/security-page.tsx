import { AdminPage } from '../../components/admin-page';
import { TwoStepSection } from './two-step-section';

/** 账号安全: the owner's account — for now its two-step login (TOTP). */
export function SecurityPage() {
  return (
    <AdminPage>
      <TwoStepSection />
    </AdminPage>
  );
}
