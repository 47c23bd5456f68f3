import type { AdminStats } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import {
  BookOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  EyeOutlined,
  LinkOutlined,
  MessageOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '../../../components/icons';
import { Alert, Button, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { local } from '../../../lib/storage';
import { getGreeting } from '../../../lib/greeting';
import { useUserStore } from '../../../stores/user-store';
import { useAdminRead } from '../../admin-api';
import { total, toChartSeries } from './daily-chart-data';
import { DailyChart } from './daily-chart';
import styles from './dashboard-page.module.css';
import { LatestComments, LatestMessages, PendingLinks } from './latest-activity';

type Totals = AdminStats['totals'];

const TILES: { key: keyof Totals; label: string; icon: ReactNode; to?: string }[] = [
  { key: 'views', label: '总访问量', icon: <EyeOutlined /> },
  { key: 'articles', label: '文章', icon: <BookOutlined />, to: '/admin/articles' },
  { key: 'talks', label: '说说', icon: <ThunderboltOutlined />, to: '/admin/talks' },
  { key: 'comments', label: '评论', icon: <CommentOutlined />, to: '/admin/moderation?tab=comments' },
  { key: 'messages', label: '留言', icon: <MessageOutlined />, to: '/admin/moderation' },
  { key: 'users', label: '用户', icon: <TeamOutlined />, to: '/admin/users' },
  { key: 'songs', label: '曲库歌曲', icon: <CustomerServiceOutlined />, to: '/admin/music' },
  { key: 'linksPending', label: '待审核友链', icon: <LinkOutlined />, to: '/admin/links' },
];

const DEMO_HINT_KEY = 'admin.demoHintDismissed';

/** While the demo content is there: a hint leading to 网站设置's 清除示例内容, until closed. */
function DemoHint() {
  const [dismissed, setDismissed] = useState(() => local.get(DEMO_HINT_KEY, false));
  const preview = useAdminRead(adminRoutes.demo.preview, {}, 'demo');
  if (dismissed || !preview.data?.present) return null;
  return (
    <Alert
      type="info"
      showIcon
      closable={{
        'aria-label': '不再提示',
        onClose: () => {
          local.set(DEMO_HINT_KEY, true);
          setDismissed(true);
        },
      }}
      title="博客里还有自带的示例内容"
      description="示例文章、说说、相册、留言、示例用户和歌曲等可以在网站设置里一键清除，你改过的内容会保留。"
      action={
        <Link to="/admin/site">
          <Button size="small" type="primary">
            去清除
          </Button>
        </Link>
      }
    />
  );
}

/** 仪表盘: the blog at a glance — totals, 30 days of activity, and what is waiting for the owner. */
export function DashboardPage() {
  const stats = useAdminRead(adminRoutes.stats.summary, {}, 'stats');
  // The owner's own nickname (their account, set in the setup step or 个人中心), not the site's author.
  const nickname = useUserStore((state) => state.userInfo?.nick_name);
  if (stats.isError) return <LoadError line="统计数据加载失败" onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  const series = data ? toChartSeries(data.daily) : null;
  const held = (data?.totals.messagesHeld ?? 0) + (data?.totals.commentsHeld ?? 0);

  return (
    <div className={styles.dashboard} data-testid="admin-dashboard">
      <p className={styles.greeting}>{getGreeting(new Date(), nickname)}</p>
      <DemoHint />
      {held > 0 && (
        <Alert
          type="warning"
          showIcon
          className={styles.held}
          title={`有 ${held} 条评论和留言等待审核`}
          action={
            <Link to="/admin/moderation?tab=held">
              <Button size="small" type="primary">
                去审核
              </Button>
            </Link>
          }
        />
      )}
      <Row gutter={[16, 16]}>
        {TILES.map((tile) => {
          const card = (
            <Card variant="borderless" className={styles.tile} hoverable={Boolean(tile.to)}>
              <Statistic
                title={tile.label}
                value={data?.totals[tile.key] ?? 0}
                loading={!data}
                prefix={<span className={styles.tileIcon}>{tile.icon}</span>}
                styles={
                  tile.key === 'linksPending' && (data?.totals.linksPending ?? 0) > 0
                    ? { content: { color: '#fa8c16' } }
                    : undefined
                }
              />
            </Card>
          );
          return (
            <Col key={tile.key} xs={12} md={8} xl={6} xxl={3}>
              {tile.to ? (
                <Link to={tile.to} aria-label={`${tile.label}：${data?.totals[tile.key] ?? ''}`}>
                  {card}
                </Link>
              ) : (
                card
              )}
            </Col>
          );
        })}
      </Row>

      <Card
        variant="borderless"
        className={styles.card}
        title="近 30 天"
        extra={
          series && (
            <span className={styles.sums}>
              访问 {total(series.views)} · 评论 {total(series.comments)} · 留言 {total(series.messages)}
            </span>
          )
        }
      >
        {data ? <DailyChart daily={data.daily} /> : <Skeleton active paragraph={{ rows: 6 }} />}
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <LatestComments />
        </Col>
        <Col xs={24} xl={8}>
          <LatestMessages />
        </Col>
        <Col xs={24} xl={8}>
          <PendingLinks />
        </Col>
      </Row>
    </div>
  );
}
