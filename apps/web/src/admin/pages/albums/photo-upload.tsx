import { MAX_BATCH_IDS } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { InboxOutlined } from '../../../components/icons';
import { Modal, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../lib/http/api';
import { IMAGE_ACCEPT } from '../../../lib/picture-upload';
import { useAdminWrite } from '../../admin-api';
import { pictureRequest } from '../../components/picture-request';
import {
  failedCount,
  uploadedUrls,
  uploadingCount,
  type UploadedPicture,
} from '../../components/upload-files';
import styles from './albums.module.css';

export interface PhotoUploadProps {
  albumId: number;
  albumName: string;
  onClose: () => void;
}

/**
 * 上传照片: many pictures at once, each uploading with its own progress; when they are up, one
 * click adds them all to the album.
 */
export function PhotoUpload({ albumId, albumName, onClose }: PhotoUploadProps) {
  const [files, setFiles] = useState<UploadFile<UploadedPicture>[]>([]);
  const add = useAdminWrite(
    (urls: string[]) => callApi(adminRoutes.albums.addPhotos, { params: { id: albumId }, body: { urls } }),
    { done: '照片已添加', areas: ['albums'] },
  );
  const ready = uploadedUrls(files);
  const busy = uploadingCount(files);
  const failed = failedCount(files);

  const addToAlbum = async () => {
    // A failure was toasted by the client; the uploaded pictures stay listed for another try.
    await add.mutateAsync(ready).then(onClose, () => undefined);
  };

  let okText = ready.length ? `添加 ${ready.length} 张照片` : '添加照片';
  if (busy) okText = `还有 ${busy} 张在上传…`;

  return (
    <Modal
      open
      title={`上传照片到「${albumName}」`}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ disabled: busy > 0 || ready.length === 0 }}
      confirmLoading={add.isPending}
      onOk={() => void addToAlbum()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <div className={styles.uploads}>
        <Upload.Dragger
          accept={IMAGE_ACCEPT}
          multiple
          listType="picture"
          maxCount={MAX_BATCH_IDS}
          fileList={files}
          customRequest={pictureRequest}
          onChange={({ fileList }) => setFiles(fileList)}
          data-testid="photo-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖入图片，可一次选择多张</p>
          <p className="ant-upload-hint">支持 JPEG、PNG、WebP、GIF，每张不超过 5 MB（大图会先压缩）</p>
        </Upload.Dragger>
      </div>
      {failed > 0 && (
        <p className={styles.failed}>有 {failed} 张上传失败，它们不会被添加；可以移除后重新选择。</p>
      )}
    </Modal>
  );
}
