import { adminTalkBody, type AdminTalkItem } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { PlusOutlined } from '../../../components/icons';
import { Form, Input, Radio, Switch, Upload } from 'antd';
import { callApi } from '../../../lib/http/api';
import { IMAGE_ACCEPT } from '../../../lib/picture-upload';
import { contractRule } from '../../components/contract-rule';
import { FormModal } from '../../components/form-modal';
import { pictureRequest } from '../../components/picture-request';
import { failedCount, uploadingCount } from '../../components/upload-files';
import { VISIBILITY_OPTIONS } from '../../components/visibility-options';
import { toTalkBody, toTalkValues, type TalkFormValues } from './talk-form-values';
import styles from './talks-page.module.css';

const MAX_IMAGES = 9;

const picturesReady = {
  validator: async (_rule: unknown, files: TalkFormValues['images'] | undefined) => {
    if (uploadingCount(files ?? []) > 0) throw new Error('请等图片上传完成');
    if (failedCount(files ?? []) > 0) throw new Error('有图片上传失败，请移除后重试');
  },
};

export interface TalkFormProps {
  /** The talk being edited; undefined for a new one. */
  talk?: AdminTalkItem;
  onClose: () => void;
}

/** 发布说说 / 编辑说说: text, up to nine pictures (each with its own progress), visibility and pin. */
export function TalkForm({ talk, onClose }: TalkFormProps) {
  const [form] = Form.useForm<TalkFormValues>();
  const images = Form.useWatch('images', form) ?? [];

  return (
    <FormModal<TalkFormValues, unknown>
      form={form}
      title={talk ? '编辑说说' : '发布说说'}
      okText={talk ? '保存' : '发布'}
      width={640}
      initialValues={toTalkValues(talk)}
      save={(values) =>
        talk
          ? callApi(adminRoutes.talks.update, { params: { id: talk.id }, body: toTalkBody(values) })
          : callApi(adminRoutes.talks.create, { body: toTalkBody(values) })
      }
      done={talk ? '说说已保存' : '说说已发布'}
      areas={['talks', 'stats']}
      onClose={onClose}
    >
      <Form.Item
        name="content"
        label="内容"
        rules={[contractRule(adminTalkBody.shape.content, 'content', '内容')]}
      >
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 12 }}
          showCount
          maxLength={2000}
          placeholder="分享一下此刻的想法…"
        />
      </Form.Item>
      <Form.Item
        name="images"
        label={`图片（最多 ${MAX_IMAGES} 张）`}
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: TalkFormValues['images'] }) => event.fileList}
        rules={[picturesReady]}
      >
        <Upload
          listType="picture-card"
          accept={IMAGE_ACCEPT}
          multiple
          maxCount={MAX_IMAGES}
          customRequest={pictureRequest}
          className={styles.pictures}
        >
          {images.length >= MAX_IMAGES ? null : (
            <button type="button" className={styles.addPicture} aria-label="添加图片">
              <PlusOutlined />
              <span>添加图片</span>
            </button>
          )}
        </Upload>
      </Form.Item>
      <div className={styles.switches}>
        <Form.Item name="status" label="可见范围">
          <Radio.Group optionType="button" options={VISIBILITY_OPTIONS} />
        </Form.Item>
        <Form.Item name="top" label="置顶" valuePropName="checked">
          <Switch aria-label="置顶" />
        </Form.Item>
      </div>
    </FormModal>
  );
}
