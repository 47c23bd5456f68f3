import type { AdminTaxonomyItem } from '@blog/contract';
import type { adminRoutes } from '@blog/contract/admin-routes';
import { PlusOutlined } from '../../../components/icons';
import { App, Button, Card, Form, Input, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../lib/http/api';
import { ApiError } from '../../../lib/http/blog-client';
import { useAdminRead, useAdminWrite } from '../../admin-api';
import { AdminRowsTable } from '../../components/admin-table';
import { ConfirmDelete } from '../../components/confirm-delete';
import { nameProblem } from './taxonomy-name';
import styles from './taxonomy-page.module.css';

/** Categories or tags: the same table and the same four routes. */
export interface TaxonomyKind {
  routes: typeof adminRoutes.categories | typeof adminRoutes.tags;
  /** 分类 or 标签. */
  word: string;
}

const AREAS = ['taxonomy', 'articles'];

function NameInput({
  word,
  initial,
  onSave,
  onCancel,
}: {
  word: string;
  initial: string;
  onSave: (name: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial);
  const [saving, setSaving] = useState(false);
  const problem = nameProblem(word, name);
  const save = async () => {
    if (problem) return;
    setSaving(true);
    await onSave(name.trim()).then(onCancel, () => undefined);
    setSaving(false);
  };
  return (
    <Space.Compact className={styles.rename}>
      <Input
        autoFocus
        aria-label={`新的${word}名`}
        value={name}
        status={problem ? 'error' : undefined}
        title={problem ?? undefined}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      />
      <Button type="primary" loading={saving} disabled={Boolean(problem)} onClick={() => void save()}>
        保存
      </Button>
      <Button onClick={onCancel}>取消</Button>
    </Space.Compact>
  );
}

/** One card of 分类与标签: add, rename in place, delete (taking it off its articles when asked). */
export function TaxonomyCard({ kind }: { kind: TaxonomyKind }) {
  const { routes, word } = kind;
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [renaming, setRenaming] = useState<number | null>(null);
  const items = useAdminRead(routes.list, {}, 'taxonomy');
  const create = useAdminWrite((name: string) => callApi(routes.create, { body: { name } }), {
    done: `${word}已添加`,
    areas: AREAS,
  });
  const rename = useAdminWrite(
    ({ id, name }: { id: number; name: string }) =>
      callApi(routes.rename, { params: { id }, body: { name } }),
    { done: `${word}已改名`, areas: AREAS },
  );
  const remove = useAdminWrite(
    ({ id, detach }: { id: number; detach: boolean }) =>
      callApi(routes.delete, { params: { id }, querystring: detach ? { detach: '1' } : {} }),
    { done: `${word}已删除`, areas: AREAS },
  );

  const removeItem = async (item: AdminTaxonomyItem) => {
    try {
      await remove.mutateAsync({ id: item.id, detach: item.articleCount > 0 });
    } catch (error) {
      // Someone tagged an article with it since the list loaded: the server says so; offer to detach.
      if (!(error instanceof ApiError && error.status === 409)) return;
      modal.confirm({
        title: `仍要删除${word}「${item.name}」？`,
        content: error.message,
        okText: '从文章上移除并删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => remove.mutateAsync({ id: item.id, detach: true }),
      });
    }
  };

  const columns: TableColumnsType<AdminTaxonomyItem> = [
    {
      title: '名称',
      dataIndex: 'name',
      render: (name: string, item) =>
        renaming === item.id ? (
          <NameInput
            word={word}
            initial={name}
            onSave={(next) => rename.mutateAsync({ id: item.id, name: next })}
            onCancel={() => setRenaming(null)}
          />
        ) : (
          name
        ),
    },
    { title: '文章数', dataIndex: 'articleCount', width: 70 },
    { title: '创建时间', dataIndex: 'createdAt', width: 170, responsive: ['md'] },
  ];

  return (
    <Card title={`${word}（${items.data?.length ?? 0}）`} className={styles.card} variant="borderless">
      <Form
        form={form}
        layout="inline"
        className={styles.add}
        onFinish={({ name }) =>
          void create.mutateAsync(name.trim()).then(
            () => form.resetFields(),
            () => undefined,
          )
        }
      >
        <Form.Item
          name="name"
          className={styles.addName}
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                const problem = nameProblem(word, typeof value === 'string' ? value : '');
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input placeholder={`新${word}名`} aria-label={`新${word}名`} maxLength={60} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={create.isPending}>
            添加
          </Button>
        </Form.Item>
      </Form>
      <AdminRowsTable
        rows={items}
        paged
        size="middle"
        columns={columns}
        actions={{
          width: 130,
          render: (item) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setRenaming(item.id)}>
                重命名
              </Button>
              <ConfirmDelete
                title={`删除${word}「${item.name}」？`}
                description={
                  item.articleCount > 0
                    ? `还有 ${item.articleCount} 篇文章在用，删除后将从这些文章上移除。`
                    : '没有文章在用它。'
                }
                onConfirm={() => removeItem(item)}
              />
            </Space>
          ),
        }}
        scrollX={300}
        empty={`还没有${word}，在上面添加一个吧`}
      />
    </Card>
  );
}
