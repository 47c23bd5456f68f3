import type { AdminVisits } from '@blog/contract';
import {
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
import { dayLabel } from './visit-range';
import styles from './visits-page.module.css';

// Only the parts this chart draws (Chart.js tree-shakes); this module is its own chunk, loaded
// after the page's numbers.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
  Filler,
);

const VIEWS = '#49b1f5';
const VISITORS = '#ff7a45';

/** 访问量 (PV) and 访客数 (UV) of each day of the range, as two lines. */
export function VisitsChart({ data }: { data: AdminVisits }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const { text, grid } = chartInk(theme);
    const single = data.days.length === 1;
    const chart = new Chart(element, {
      type: 'line',
      data: {
        labels: data.days.map((row) => dayLabel(row.day, data)),
        datasets: [
          {
            label: '访问量',
            data: data.days.map((row) => row.views),
            borderColor: VIEWS,
            backgroundColor: 'rgba(73, 177, 245, 0.15)',
            fill: true,
            cubicInterpolationMode: 'monotone',
            pointRadius: single ? 4 : 2,
          },
          {
            label: '访客数',
            data: data.days.map((row) => row.visitors),
            borderColor: VISITORS,
            backgroundColor: VISITORS,
            cubicInterpolationMode: 'monotone',
            pointRadius: single ? 4 : 2,
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
          x: { ticks: { color: text, maxRotation: 0, autoSkipPadding: 12 }, grid: { color: grid } },
          y: { beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
        },
      },
    });
    return () => chart.destroy();
  }, [data, theme]);

  return (
    <div className={styles.chart}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={`${data.from} 至 ${data.to} 每天的访问量与访客数`}
        data-testid="visits-chart"
      />
    </div>
  );
}
