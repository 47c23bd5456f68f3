import type { AdminArticleItem } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Button, InputNumber, Popover, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../lib/http/api';
import { useAdminWrite } from '../../admin-api';

/** 置顶: a small panel to pin or unpin an article and set its place among the pinned ones. */
export function PinControl({ article }: { article: AdminArticleItem }) {
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState(article.is_top === 1);
  const [order, setOrder] = useState(article.order);
  const save = useAdminWrite(
    () =>
      callApi(adminRoutes.articles.top, { params: { id: article.id }, body: { is_top: top ? 1 : 2, order } }),
    { done: top ? '已置顶' : '已取消置顶', areas: ['articles'] },
  );
  const toggle = (next: boolean) => {
    setOpen(next);
    if (next) {
      setTop(article.is_top === 1);
      setOrder(article.order);
    }
  };
  return (
    <Popover
      open={open}
      onOpenChange={toggle}
      trigger="click"
      title="置顶设置"
      content={
        <Space orientation="vertical" size={12}>
          <Space>
            <Switch checked={top} onChange={setTop} aria-label="置顶" />
            <span>{top ? '置顶显示' : '不置顶'}</span>
          </Space>
          <Space>
            <span>顺序</span>
            <InputNumber
              aria-label="置顶顺序"
              min={0}
              max={9999}
              precision={0}
              value={order}
              disabled={!top}
              onChange={(value) => setOrder(value ?? 0)}
            />
          </Space>
          <Typography.Text type="secondary">数字越小越靠前</Typography.Text>
          <Button
            type="primary"
            size="small"
            block
            loading={save.isPending}
            onClick={() =>
              void save.mutateAsync().then(
                () => setOpen(false),
                () => undefined,
              )
            }
          >
            确定
          </Button>
        </Space>
      }
    >
      <Button type="link" size="small">
        {article.is_top === 1 ? '调整置顶' : '置顶'}
      </Button>
    </Popover>
  );
}
