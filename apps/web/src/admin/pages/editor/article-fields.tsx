import type { AdminTaxonomyItem } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { AutoComplete, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { useAdminRead } from '../../admin-api';
import { ImageField } from '../../components/image-field';
import { VISIBILITY_OPTIONS } from '../../components/visibility-options';
import { ARTICLE_TYPE } from '../articles/article-labels';
import { ARTICLE_RULES } from './article-rules';
import styles from './article-editor.module.css';

const TYPE_OPTIONS = [1, 2, 3].map((value) => ({ value, label: ARTICLE_TYPE[value] }));
const nameOptions = (items: AdminTaxonomyItem[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.name, label: item.name }));

/** The article's front matter beside the editor: category, tags, cover, summary, type, pinning, visibility. */
export function ArticleFields() {
  const categories = useAdminRead(adminRoutes.categories.list, {}, 'taxonomy');
  const tags = useAdminRead(adminRoutes.tags.list, {}, 'taxonomy');
  return (
    <>
      <Form.Item
        name="category"
        label="分类"
        rules={ARTICLE_RULES.category}
        extra="可选已有分类，或输入新分类"
      >
        <AutoComplete
          options={nameOptions(categories.data)}
          placeholder="选择或输入分类"
          allowClear
          showSearch={{
            filterOption: (input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase()),
          }}
        />
      </Form.Item>
      <Form.Item name="tags" label="标签" rules={ARTICLE_RULES.tags}>
        <Select
          mode="tags"
          options={nameOptions(tags.data)}
          placeholder="选择或输入标签，回车添加"
          tokenSeparators={[',', '，']}
          loading={tags.isLoading}
        />
      </Form.Item>
      <Form.Item name="cover" label="封面" rules={ARTICLE_RULES.cover}>
        <ImageField label="封面" shape="wide" />
      </Form.Item>
      <Form.Item name="description" label="摘要" rules={ARTICLE_RULES.description}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder="列表里显示的简介；留空则取正文开头"
          count={{ show: true, max: 300 }}
        />
      </Form.Item>
      <Form.Item name="type" label="类型">
        <Radio.Group options={TYPE_OPTIONS} optionType="button" />
      </Form.Item>
      <Form.Item noStyle dependencies={['type']}>
        {({ getFieldValue }) =>
          getFieldValue('type') !== 1 && (
            <Form.Item name="originUrl" label="原文链接" rules={ARTICLE_RULES.originUrl}>
              <Input placeholder="https://" inputMode="url" />
            </Form.Item>
          )
        }
      </Form.Item>
      <Space size={16} align="start" className={styles.pinRow}>
        <Form.Item name="top" label="置顶" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item noStyle dependencies={['top']}>
          {({ getFieldValue }) => (
            <Form.Item name="order" label="置顶顺序" rules={ARTICLE_RULES.order} tooltip="数字越小越靠前">
              <InputNumber min={0} max={9999} precision={0} disabled={!getFieldValue('top')} />
            </Form.Item>
          )}
        </Form.Item>
      </Space>
      <Form.Item name="visibility" label="发布后谁能看到">
        <Radio.Group optionType="button" options={VISIBILITY_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="protect"
        label="访问密码"
        valuePropName="checked"
        extra="开启后访客要输入密码才能阅读正文；标题、封面和摘要仍会显示"
      >
        <Switch checkedChildren="加密" unCheckedChildren="不加密" />
      </Form.Item>
      <Form.Item noStyle dependencies={['protect']}>
        {({ getFieldValue }) => {
          if (!getFieldValue('protect')) return null;
          const hasPassword = getFieldValue('hasPassword') === true;
          return (
            <>
              <Form.Item
                name="password"
                label={hasPassword ? '修改密码' : '设置密码'}
                rules={hasPassword ? ARTICLE_RULES.password : ARTICLE_RULES.newPassword}
                extra={hasPassword ? '已设置密码（不会显示）；留空则保持不变' : undefined}
              >
                <Input.Password
                  placeholder={hasPassword ? '输入新密码以修改' : '访客解锁用的密码'}
                  autoComplete="new-password"
                  maxLength={64}
                />
              </Form.Item>
              <Form.Item name="passwordHint" label="密码提示" rules={ARTICLE_RULES.passwordHint}>
                <Input placeholder="可选，显示在密码框上方" maxLength={50} showCount />
              </Form.Item>
            </>
          );
        }}
      </Form.Item>
    </>
  );
}
