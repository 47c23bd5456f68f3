import { FAVICON_UPLOAD_TYPES, MAX_FAVICON_BYTES } from '@blog/contract';
import type { EndpointResult } from '@blog/contract/api';
import { adminRoutes } from '@blog/contract/admin-routes';
import { fillPath } from '@blog/contract/routes';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { LoadingOutlined, PlusOutlined } from '../../components/icons';
import { blogClient, unwrap } from '../../lib/http/blog-client';
import { toast } from '../../lib/toast';
import styles from './favicon-field.module.css';

/** The picker's `accept`: the icon types by name too (browsers give .ico files different types or none). */
const FAVICON_ACCEPT = ['.png', '.svg', '.ico', '.webp', ...FAVICON_UPLOAD_TYPES].join(',');

export interface FaviconFieldProps {
  value?: string | null;
  onChange?: (value: string) => void;
}

/**
 * 网站图标 as a form field (网站设置, the setup step): upload a PNG, SVG, ICO or WebP file — sent as
 * it is, never compressed (an SVG stays a drawing) — or go back to the shipped icon. The server
 * draws every size from it once the form is saved.
 */
export function FaviconField({ value, onChange }: FaviconFieldProps) {
  const [sending, setSending] = useState(false);
  const pick = async (file: File) => {
    if (file.size > MAX_FAVICON_BYTES) {
      toast.error('图标不能超过 1 MB', '不能上传这个文件');
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    setSending(true);
    try {
      // Multipart, so not through callApi; the path and the answer's type are still the contract's.
      const stored = await unwrap(
        blogClient.upload<EndpointResult<'admin.favicon.upload'>>(
          fillPath(adminRoutes.favicon.upload.path),
          form,
        ),
      );
      onChange?.(stored.url);
    } catch {
      // The blog client showed the server's reason (wrong type, too small, a script in an SVG).
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.field}>
      <Upload
        accept={FAVICON_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          void pick(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <button type="button" className={styles.drop} aria-label="上传网站图标" disabled={sending}>
          {sending ? (
            <LoadingOutlined />
          ) : value ? (
            <img src={value} alt="网站图标" className={styles.preview} />
          ) : (
            <PlusOutlined />
          )}
        </button>
      </Upload>
      <Space orientation="vertical" size={4}>
        <Typography.Text type="secondary" className={styles.hint}>
          {value ? '已上传，保存后生效' : '未设置，使用默认图标'}
        </Typography.Text>
        <Typography.Text type="secondary" className={styles.hint}>
          PNG、SVG、ICO 或 WebP，不超过 1 MB，建议正方形、至少 512×512
        </Typography.Text>
        {value ? (
          <Button size="small" onClick={() => onChange?.('')}>
            恢复默认图标
          </Button>
        ) : null}
      </Space>
    </div>
  );
}
