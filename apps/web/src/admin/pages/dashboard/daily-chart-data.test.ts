import { describe, expect, it } from 'vitest';
import { toChartSeries, total } from './daily-chart-data';

describe('toChartSeries', () => {
  it('keeps the order and shortens the days to month-day', () => {
    const series = toChartSeries([
      { day: '2026-11-25', views: 12, comments: 1, messages: 0 },
      { day: '2026-11-26', views: 30, comments: 0, messages: 4 },
    ]);
    expect(series).toEqual({
      labels: ['11-25', '11-26'],
      views: [12, 30],
      comments: [1, 0],
      messages: [0, 4],
    });
  });

  it('gives empty series for no days', () => {
    expect(toChartSeries([])).toEqual({ labels: [], views: [], comments: [], messages: [] });
  });
});

describe('total', () => {
  it('adds up a series', () => {
    expect(total([1, 2, 3])).toBe(6);
    expect(total([])).toBe(0);
  });
});
