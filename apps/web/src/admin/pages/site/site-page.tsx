import { Button, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { OwnerAddressForm } from '../mail/owner-address-form';
import { PageHeadersTab } from './page-headers-tab';
import { SiteConfigTab } from './site-config-tab';

const TABS = [
  { key: 'config', label: '基本信息', children: <SiteConfigTab /> },
  { key: 'headers', label: '页面背景', children: <PageHeadersTab /> },
  { key: 'mail', label: '邮件通知', children: <OwnerAddressForm /> },
];

/**
 * 网站设置: the site's profile (基本信息), each page's banner (页面背景) and the owner's address for
 * mail (邮件通知); `?tab=headers` and `?tab=mail` open the others. 打开设置向导 opens the setup step
 * (/admin/setup), which asks for the profile's main fields in one place.
 */
export function SitePage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'headers' || asked === 'mail' ? asked : 'config';
  return (
    <AdminPage>
      <Tabs
        activeKey={tab}
        tabBarExtraContent={
          <Link to="/admin/setup">
            <Button size="small">打开设置向导</Button>
          </Link>
        }
        items={TABS}
        onChange={(key) => setParams(key === 'config' ? {} : { tab: key }, { replace: true })}
      />
    </AdminPage>
  );
}
