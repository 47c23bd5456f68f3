import { adminRoutes } from '@blog/contract/admin-routes';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '../../../components/icons';
import { Button, Empty, Popconfirm, Segmented, Skeleton, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../lib/http/api';
import { useAdminRead, useAdminWrite } from '../../admin-api';
import { AdminPage } from '../../components/admin-page';
import { CategoryModal, type CategoryModalProps } from './category-modal';
import { RESOURCE_KINDS, nextSort, type ResourceKind } from './resource-forms';
import styles from './resources-page.module.css';
import { SitePane } from './site-pane';

/** 资源导航: the categories of 前端推荐 and 后端推荐 on the left, the chosen one's sites on the right. */
export function ResourcesPage() {
  const [kind, setKind] = useState<ResourceKind>('front');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<CategoryModalProps['target'] | null>(null);
  const all = useAdminRead(adminRoutes.resources.categories, { querystring: {} }, 'resources');
  const categories = (all.data ?? []).filter((category) => category.type === kind);
  const chosen = categories.find((category) => category.id === chosenId) ?? categories[0];
  const remove = useAdminWrite(
    (id: number) => callApi(adminRoutes.resources.deleteCategory, { params: { id } }),
    { done: '分类已删除', areas: ['resources'] },
  );

  return (
    <AdminPage
      extra={
        <Segmented<ResourceKind>
          value={kind}
          options={RESOURCE_KINDS}
          onChange={(value) => {
            setKind(value);
            setChosenId(null);
          }}
        />
      }
      title="分类与网站"
    >
      <div className={styles.panes}>
        <section className={styles.categories} aria-label="资源分类">
          <header className={styles.paneHead}>
            <Typography.Title level={5} className={styles.paneTitle}>
              分类
            </Typography.Title>
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ initial: { type: kind, sort: nextSort(categories) } })}
            >
              新建分类
            </Button>
          </header>
          {all.isPending ? (
            <Skeleton active />
          ) : categories.length === 0 ? (
            <Empty description="这一类还没有分类，先建一个吧" />
          ) : (
            <ul className={styles.categoryList}>
              {categories.map((category) => (
                <li key={category.id} data-active={category.id === chosen?.id}>
                  <button
                    type="button"
                    className={styles.categoryName}
                    aria-pressed={category.id === chosen?.id}
                    onClick={() => setChosenId(category.id)}
                  >
                    <span>{category.name}</span>
                    <Typography.Text type="secondary" className={styles.count}>
                      {category.site_count} 个网站
                    </Typography.Text>
                  </button>
                  <Tooltip title="编辑分类">
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={`编辑分类 ${category.name}`}
                      onClick={() => setDialog({ category })}
                    />
                  </Tooltip>
                  <Popconfirm
                    title={`删除分类「${category.name}」？`}
                    description={
                      category.site_count
                        ? `其下的 ${category.site_count} 个网站会一起删除，无法恢复。`
                        : '这个分类下没有网站。'
                    }
                    okText="删除"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutate(category.id)}
                  >
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`删除分类 ${category.name}`}
                    />
                  </Popconfirm>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.sites} aria-label="网站">
          {chosen ? (
            <SitePane category={chosen} categories={all.data ?? []} />
          ) : (
            !all.isPending && <Empty description="选一个分类来管理它的网站" />
          )}
        </section>
      </div>
      {dialog && (
        <CategoryModal
          target={dialog}
          onSaved={(saved) => {
            setKind(saved.type === 'back' ? 'back' : 'front');
            setChosenId(saved.id);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </AdminPage>
  );
}
