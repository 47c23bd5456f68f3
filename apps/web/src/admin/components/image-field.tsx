import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '../../components/icons';
import { Button, Input, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import { ownPicture } from '../../lib/own-picture';
import { IMAGE_ACCEPT, uploadFailureText, uploadPicture } from '../../lib/picture-upload';
import { toast } from '../../lib/toast';
import styles from './image-field.module.css';
import { PENDING_PICTURE } from './pending-picture';

export interface ImageFieldProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** What the picture is, for labels: 封面, 头像 … */
  label: string;
  /** Wide pictures (covers, banners) show 16:9; square ones (avatars) 1:1. */
  shape?: 'wide' | 'square';
}

/**
 * A picture form field: upload with a progress bar (or paste an address), preview, remove.
 * Works as an antd Form.Item child (`value` / `onChange`). An address on another site is not
 * previewed (the console loads no picture from elsewhere): saving it fetches it into the blog.
 */
export function ImageField({ value, onChange, label, shape = 'wide' }: ImageFieldProps) {
  const [percent, setPercent] = useState<number | null>(null);
  const preview = ownPicture(value);
  const pick = async (file: File) => {
    setPercent(0);
    try {
      onChange?.(await uploadPicture(file, { onProgress: setPercent }));
    } catch (error) {
      toast.error(uploadFailureText(error));
    } finally {
      setPercent(null);
    }
  };
  return (
    <Space orientation="vertical" className={styles.field} size={8}>
      <Upload
        accept={IMAGE_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          void pick(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <button
          type="button"
          className={`${styles.drop} ${shape === 'square' ? styles.square : styles.wide}`}
          aria-label={`上传${label}`}
        >
          {preview ? (
            <img src={preview} alt={label} className={styles.preview} />
          ) : value ? (
            <span className={styles.empty} title={PENDING_PICTURE}>
              <span>保存后取回本站</span>
            </span>
          ) : (
            <span className={styles.empty}>
              {percent === null ? <PlusOutlined /> : <LoadingOutlined />}
              <span>上传{label}</span>
            </span>
          )}
        </button>
      </Upload>
      {percent !== null && <Progress percent={percent} size="small" aria-label={`${label}上传进度`} />}
      <Space.Compact className={styles.address}>
        <Input
          value={value ?? ''}
          placeholder="或粘贴图片地址"
          aria-label={`${label}地址`}
          onChange={(event) => onChange?.(event.target.value)}
        />
        {value ? (
          <Button icon={<DeleteOutlined />} aria-label={`移除${label}`} onClick={() => onChange?.('')} />
        ) : null}
      </Space.Compact>
    </Space>
  );
}
