import type { AdminStats } from '@blog/contract';

export interface ChartSeries {
  /** Day labels as the chart shows them: 11-26. */
  labels: string[];
  views: number[];
  comments: number[];
  messages: number[];
}

/** The stats' daily rows (oldest first, `YYYY-MM-DD`) as the chart's axes and series. */
export function toChartSeries(daily: AdminStats['daily']): ChartSeries {
  return {
    labels: daily.map((row) => row.day.slice(5)),
    views: daily.map((row) => row.views),
    comments: daily.map((row) => row.comments),
    messages: daily.map((row) => row.messages),
  };
}

/** Sum of a series, for the numbers beside the chart. */
export const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);
