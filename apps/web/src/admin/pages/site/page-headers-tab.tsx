import { adminPageHeaderBody } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { EditOutlined } from '../../../components/icons';
import { Button, Empty, Form, Skeleton } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { callApi } from '../../../lib/http/api';
import { ownPicture } from '../../../lib/own-picture';
import { useAdminRead } from '../../admin-api';
import { ImageField } from '../../components/image-field';
import { contractRule } from '../../components/contract-rule';
import { FormModal } from '../../components/form-modal';
import { pageBanners, type PageBanner } from './page-headers';
import styles from './site-page.module.css';

/** A page's banner as the visitor sees it: the picture with the page's title over it. */
function BannerPreview({ url, label }: { url: string | null | undefined; label: string }) {
  // A picture given by address shows once the blog has its copy; until then the page has its gradient.
  const own = ownPicture(url);
  return (
    <div className={styles.banner} style={own ? { backgroundImage: `url("${encodeURI(own)}")` } : undefined}>
      <span className={styles.bannerTitle}>{label}</span>
      {!url && <span className={styles.bannerHint}>未设置，显示默认渐变</span>}
      {url && !own && <span className={styles.bannerHint}>图片还未取回本站，显示默认渐变</span>}
    </div>
  );
}

/** 更换背景: the picture field with a live preview; saved with `PUT pageHeaders/:route_name`. */
function BannerDialog({ banner, onClose }: { banner: PageBanner; onClose: () => void }) {
  const [form] = Form.useForm<{ bg_url: string }>();
  const picked = Form.useWatch('bg_url', form);
  return (
    <FormModal<{ bg_url: string }, unknown>
      form={form}
      title={`更换「${banner.label}」的背景`}
      initialValues={{ bg_url: banner.url ?? '' }}
      save={({ bg_url }) =>
        callApi(adminRoutes.site.setPageHeader, {
          params: { route_name: banner.routeName },
          body: { bg_url: bg_url.trim() },
        })
      }
      done={`「${banner.label}」的背景已保存`}
      areas={['site']}
      onClose={onClose}
    >
      <Form.Item label="预览">
        <BannerPreview url={picked} label={banner.label} />
      </Form.Item>
      <Form.Item
        name="bg_url"
        label="背景图"
        required
        rules={[contractRule(adminPageHeaderBody.shape.bg_url, 'bg_url', '背景图')]}
      >
        <ImageField label="背景图" />
      </Form.Item>
    </FormModal>
  );
}

/** 页面背景: every page's banner, each replaceable. */
export function PageHeadersTab() {
  const headers = useAdminRead(adminRoutes.site.pageHeaders, {}, 'site');
  const [editing, setEditing] = useState<PageBanner | null>(null);

  if (headers.isError)
    return <LoadError bare line="页面背景加载失败" onRetry={() => void headers.refetch()} />;
  if (!headers.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const banners = pageBanners(headers.data);
  if (!banners.length) return <Empty description="没有可以设置背景的页面" />;

  return (
    <>
      <ul className={styles.banners} aria-label="页面背景">
        {banners.map((banner) => (
          <li key={banner.routeName} className={styles.bannerCard}>
            <BannerPreview url={banner.url} label={banner.label} />
            <div className={styles.bannerFoot}>
              <span>
                {banner.label}
                <span className={styles.routeName}>{banner.routeName}</span>
              </span>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={`更换${banner.label}的背景`}
                onClick={() => setEditing(banner)}
              >
                更换
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing && <BannerDialog banner={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
