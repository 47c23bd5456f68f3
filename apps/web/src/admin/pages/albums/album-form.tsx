import { adminAlbumBody, type AdminAlbum } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Form, Input } from 'antd';
import { callApi } from '../../../lib/http/api';
import { ImageField } from '../../components/image-field';
import { contractRule } from '../../components/contract-rule';
import { FormModal } from '../../components/form-modal';
import { toAlbumBody, toAlbumValues, type AlbumFormValues } from './album-form-values';

export interface AlbumFormProps {
  /** The album being edited; undefined for a new one. */
  album?: AdminAlbum;
  onClose: () => void;
}

/** 新建相册 / 编辑相册: name, description and cover. */
export function AlbumForm({ album, onClose }: AlbumFormProps) {
  return (
    <FormModal<AlbumFormValues, unknown>
      title={album ? '编辑相册' : '新建相册'}
      okText={album ? '保存' : '创建'}
      initialValues={toAlbumValues(album)}
      save={(values) =>
        album
          ? callApi(adminRoutes.albums.update, { params: { id: album.id }, body: toAlbumBody(values) })
          : callApi(adminRoutes.albums.create, { body: toAlbumBody(values) })
      }
      done={album ? '相册已保存' : '相册已创建'}
      areas={['albums']}
      onClose={onClose}
    >
      <Form.Item
        name="album_name"
        label="相册名称"
        rules={[contractRule(adminAlbumBody.shape.album_name, 'album_name', '相册名称')]}
      >
        <Input maxLength={30} showCount placeholder="例如：旅行" />
      </Form.Item>
      <Form.Item
        name="description"
        label="描述"
        rules={[contractRule(adminAlbumBody.shape.description, 'description', '描述')]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={200} showCount placeholder="选填" />
      </Form.Item>
      <Form.Item
        name="album_cover"
        label="封面"
        rules={[contractRule(adminAlbumBody.shape.album_cover, 'album_cover', '封面')]}
      >
        <ImageField label="封面" />
      </Form.Item>
    </FormModal>
  );
}
