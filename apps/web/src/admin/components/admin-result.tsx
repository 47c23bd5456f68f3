import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** A console path that leads nowhere. */
export function AdminNotFound() {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="后台没有这个页面。"
      extra={
        <Link to="/admin">
          <Button type="primary">回到仪表盘</Button>
        </Link>
      }
    />
  );
}
