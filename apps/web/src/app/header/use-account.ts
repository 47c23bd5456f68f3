import { useLocation, useNavigate } from 'react-router';
import { useSiteConfig } from '../../features/site/site-api';
import { toast } from '../../lib/toast';
import { clearUser, useUserStore } from '../../stores/user-store';

/** 退出: forget the user, say so, and leave the user centre (docs/spec.md §4). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    clearUser();
    toast.success('退出成功');
    if (pathname.startsWith('/userCenter')) void navigate('/home');
  };
}

/** The external admin page, for administrators only (role 1); null for everyone else. */
export function useAdminUrl(): string | null {
  const adminUrl = useSiteConfig().data?.admin_url;
  const role = useUserStore((state) => state.userInfo?.role);
  return adminUrl && role === 1 ? adminUrl : null;
}
