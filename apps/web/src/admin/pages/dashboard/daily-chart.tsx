import type { AdminStats } from '@blog/contract';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTheme } from '../../../features/theme/theme-controller';
import { chartAnimation, chartInk } from '../../components/chart-theme';
import { toChartSeries } from './daily-chart-data';
import styles from './dashboard-page.module.css';

// Only the parts this chart draws, so the console's chunk stays small (Chart.js tree-shakes).
Chart.register(
  LineController,
  BarController,
  LineElement,
  BarElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
  Filler,
);

const PRIMARY = '#49b1f5';
const COMMENTS = '#ff7a45';
const MESSAGES = '#73d13d';

/** 30 days of page views (line, left axis) with new comments and messages (bars, right axis). */
export function DailyChart({ daily }: { daily: AdminStats['daily'] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const series = toChartSeries(daily);
    const { text, grid } = chartInk(theme);
    const chart = new Chart(element, {
      type: 'bar',
      data: {
        labels: series.labels,
        datasets: [
          {
            type: 'line',
            label: '访问量',
            data: series.views,
            borderColor: PRIMARY,
            backgroundColor: 'rgba(73, 177, 245, 0.15)',
            fill: true,
            tension: 0.35,
            pointRadius: 2,
            yAxisID: 'views',
          },
          {
            type: 'bar',
            label: '新评论',
            data: series.comments,
            backgroundColor: COMMENTS,
            borderRadius: 4,
            yAxisID: 'posts',
          },
          {
            type: 'bar',
            label: '新留言',
            data: series.messages,
            backgroundColor: MESSAGES,
            borderRadius: 4,
            yAxisID: 'posts',
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: chartAnimation(),
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { labels: { color: text, usePointStyle: true } } },
        scales: {
          x: {
            type: 'category',
            ticks: { color: text, maxRotation: 0, autoSkipPadding: 12 },
            grid: { color: grid },
          },
          views: {
            position: 'left',
            beginAtZero: true,
            ticks: { color: text, precision: 0 },
            grid: { color: grid },
            title: { display: true, text: '访问量', color: text },
          },
          posts: {
            position: 'right',
            beginAtZero: true,
            ticks: { color: text, precision: 0 },
            grid: { drawOnChartArea: false },
            title: { display: true, text: '评论 / 留言', color: text },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [daily, theme]);

  return (
    <div className={styles.chart}>
      <canvas ref={canvas} role="img" aria-label="近 30 天访问量、新评论与新留言" data-testid="daily-chart" />
    </div>
  );
}
