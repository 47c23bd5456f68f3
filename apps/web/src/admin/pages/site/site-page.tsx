import { adminRoutes } from '@blog/contract/admin-routes';
import { Button, Card, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAdminRead } from '../../admin-api';
import { AdminPage } from '../../components/admin-page';
import { ClearDemoPanel } from './clear-demo-panel';
import { OwnerAddressForm } from '../mail/owner-address-form';
import { PageHeadersTab } from './page-headers-tab';
import { SiteConfigTab } from './site-config-tab';
import styles from './site-page.module.css';

const TABS = [
  { key: 'config', label: '基本信息', children: <SiteConfigTab /> },
  { key: 'headers', label: '页面背景', children: <PageHeadersTab /> },
  { key: 'mail', label: '邮件通知', children: <OwnerAddressForm /> },
];

/** 示例内容 as a card of its own while the demo is there (and until the page is left, to show what went). */
function DemoCard({ onCleared }: { onCleared: () => void }) {
  const preview = useAdminRead(adminRoutes.demo.preview, {}, 'demo');
  const [cleared, setCleared] = useState(false);
  if (!preview.data?.present && !cleared) return null;
  return (
    <Card title="示例内容" size="small" className={styles.demo}>
      <ClearDemoPanel
        onCleared={() => {
          setCleared(true);
          onCleared();
        }}
      />
    </Card>
  );
}

/**
 * 网站设置: the site's profile (基本信息), each page's banner (页面背景) and the owner's address for
 * mail (邮件通知); `?tab=headers` and `?tab=mail` open the others. 打开设置向导 opens the setup step
 * (/admin/setup), which asks for the profile's main fields in one place.
 */
export function SitePage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'headers' || asked === 'mail' ? asked : 'config';
  // The forms read their values once: after the demo's profile values were reset they start again.
  const [generation, setGeneration] = useState(0);
  return (
    <AdminPage>
      <DemoCard onCleared={() => setGeneration((n) => n + 1)} />
      <Tabs
        key={generation}
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
