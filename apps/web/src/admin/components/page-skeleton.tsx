import { Card, Skeleton } from 'antd';

/** Shown while a console page's code or first data arrives. */
export function PageSkeleton() {
  return (
    <Card role="status" aria-label="加载中">
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}
