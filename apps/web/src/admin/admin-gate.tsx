import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { openLogin, useUserStore } from '../stores/user-store';
import styles from './admin-layout.module.css';

/** Lets only the blog's owner (role 1) in; everyone else learns why and where to go instead. */
export function AdminGate({ children }: { children: ReactNode }) {
  const user = useUserStore((state) => state.userInfo);
  if (user?.role === 1) return children;
  return (
    <main className={styles.gate}>
      {user ? (
        <Result
          status="403"
          title="没有权限"
          subTitle="管理后台只对博主开放，当前账号无法进入。"
          extra={
            <Link to="/home">
              <Button type="primary">返回首页</Button>
            </Link>
          }
        />
      ) : (
        <Result
          status="403"
          title="请先登录"
          subTitle="管理后台只对博主开放，请用博主账号登录。"
          extra={[
            <Button key="login" type="primary" onClick={openLogin}>
              登录
            </Button>,
            <Link key="home" to="/home">
              <Button>返回首页</Button>
            </Link>,
          ]}
        />
      )}
    </main>
  );
}
