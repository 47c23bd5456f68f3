import type { AdminVisits } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Col, Empty, Input, Row, Segmented, Skeleton, Statistic, Switch, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EyeOutlined, LineChartOutlined, TeamOutlined } from '../../../components/icons';
import { LoadError } from '../../../components/load-error';
import { callApi } from '../../../lib/http/api';
import { useAdminRead, useAdminWrite } from '../../admin-api';
import { RankList, type RankRow } from './rank-list';
import { presetRange, RANGE_PRESETS, rangeProblem, type DayRange, type RangePreset } from './visit-range';
import styles from './visits-page.module.css';

// Chart.js comes with the chart, after the numbers.
const VisitsChart = lazy(async () => ({ default: (await import('./visits-chart')).VisitsChart }));

type Count = AdminVisits['browsers'][number];

const countRows = (rows: Count[]): RankRow[] =>
  rows.map((row) => ({ key: row.name, label: row.name, title: row.name, count: row.count }));

/** 页脚显示访问量: the footer's 本站总访问量 / 访客数, off until turned on here. */
function FooterSwitch() {
  const client = useQueryClient();
  const config = useAdminRead(adminRoutes.site.config, {}, 'site');
  const save = useAdminWrite(
    (on: boolean) => callApi(adminRoutes.site.updateConfig, { body: { footer_visits: on } }),
    {
      done: (saved) => (saved.footer_visits ? '页脚将显示总访问量和访客数' : '页脚不再显示访问统计'),
      areas: ['site'],
    },
  );
  return (
    <label className={styles.footerSwitch}>
      <Switch
        size="small"
        checked={config.data?.footer_visits ?? false}
        loading={!config.data || save.isPending}
        disabled={!config.data}
        onChange={(on) =>
          save.mutate(on, {
            onSuccess: () => void client.invalidateQueries({ queryKey: ['site', 'config'] }),
          })
        }
      />
      页脚显示总访问量和访客数
    </label>
  );
}

/** The range chooser: 今天, 7/30/90 天, or two dates of the owner's choosing. */
function RangeBar({ onChange }: { onChange: (range: DayRange) => void }) {
  const [preset, setPreset] = useState<RangePreset>('7');
  const [custom, setCustom] = useState<DayRange>(() => presetRange('7', new Date()));
  const problem = preset === 'custom' ? rangeProblem(custom) : null;

  const pick = (value: RangePreset) => {
    setPreset(value);
    if (value !== 'custom') onChange(presetRange(value, new Date()));
    else if (!rangeProblem(custom)) onChange(custom);
  };
  const edit = (change: Partial<DayRange>) => {
    const next = { ...custom, ...change };
    setCustom(next);
    if (next.from && next.to && !rangeProblem(next)) onChange(next);
  };

  return (
    <div className={styles.toolbar}>
      <Segmented<RangePreset> options={RANGE_PRESETS} value={preset} onChange={pick} aria-label="时间范围" />
      {preset === 'custom' && (
        <div className={styles.custom}>
          <Input
            type="date"
            aria-label="开始日期"
            value={custom.from}
            onChange={(event) => edit({ from: event.target.value })}
          />
          <span>至</span>
          <Input
            type="date"
            aria-label="结束日期"
            value={custom.to}
            onChange={(event) => edit({ to: event.target.value })}
          />
          {problem && (
            <Typography.Text type="danger" role="alert">
              {problem}
            </Typography.Text>
          )}
        </div>
      )}
      <FooterSwitch />
    </div>
  );
}

function VisitsBody({ data }: { data: AdminVisits }) {
  const { totals } = data;
  if (totals.views === 0) {
    return (
      <Card variant="borderless" className={styles.card}>
        <Empty
          description={
            <>
              这段时间还没有访问记录
              <p className={styles.note}>机器人和开启了「请勿跟踪」的访客不计入；新的访问几秒后出现。</p>
            </>
          }
        />
      </Card>
    );
  }
  const pages: RankRow[] = data.pages.map((row) => ({
    key: row.path,
    label: row.path,
    title: row.path,
    count: row.views,
    detail: `${row.visitors} 人`,
  }));
  const articles: RankRow[] = data.articles.map((row) => ({
    key: String(row.id),
    label: (
      <Link to={`/article?id=${row.id}`} target="_blank">
        {row.title}
      </Link>
    ),
    title: row.title,
    count: row.views,
    detail: `${row.visitors} 人`,
  }));
  const lists: { title: string; rows: RankRow[]; wide?: boolean }[] = [
    { title: '热门页面（浏览 · 访客）', rows: pages, wide: true },
    { title: '热门文章（浏览 · 访客）', rows: articles, wide: true },
    { title: '来源网站（浏览）', rows: countRows(data.referrers) },
    { title: '地区（访客）', rows: countRows(data.regions) },
    { title: '浏览器（访客）', rows: countRows(data.browsers) },
    { title: '操作系统（访客）', rows: countRows(data.systems) },
    { title: '设备（访客）', rows: countRows(data.devices) },
  ];
  const perVisitor = totals.visitors > 0 ? (totals.views / totals.visitors).toFixed(1) : '0';

  return (
    <>
      <Card variant="borderless" className={styles.card}>
        <Row gutter={16}>
          {[
            { label: '访问量', value: totals.views, icon: <EyeOutlined /> },
            { label: '访客数', value: totals.visitors, icon: <TeamOutlined /> },
            { label: '人均浏览页数', value: perVisitor, icon: <LineChartOutlined /> },
          ].map((tile) => (
            <Col key={tile.label} span={8}>
              <Statistic title={tile.label} value={tile.value} prefix={tile.icon} />
            </Col>
          ))}
        </Row>
      </Card>
      <Card variant="borderless" className={styles.card} title="每日访问量与访客数">
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <VisitsChart data={data} />
        </Suspense>
        <p className={styles.note}>访客按天去重：同一访客在不同的日子各算一次。</p>
      </Card>
      <Row gutter={[16, 16]}>
        {lists.map((list) => (
          <Col key={list.title} xs={24} lg={12} xxl={list.wide ? 12 : 8}>
            <Card variant="borderless" className={styles.card} title={list.title} size="small">
              <RankList rows={list.rows} label={list.title} />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}

/** 访问统计: page views and visitors of a range of days, where they came from and what they read. */
export function VisitsPage() {
  const [range, setRange] = useState<DayRange>(() => presetRange('7', new Date()));
  const visits = useAdminRead(adminRoutes.visits.summary, { querystring: range }, 'visits');

  return (
    <div className={styles.page} data-testid="admin-visits">
      <Card variant="borderless" className={styles.card}>
        <RangeBar onChange={setRange} />
      </Card>
      {visits.isError ? (
        <LoadError line="访问统计加载失败" onRetry={() => void visits.refetch()} />
      ) : visits.data ? (
        <VisitsBody data={visits.data} />
      ) : (
        <Card variant="borderless" className={styles.card}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </div>
  );
}
