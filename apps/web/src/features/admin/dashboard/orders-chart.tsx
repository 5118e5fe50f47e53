import type { DailyPoint } from '@campus-threads/contract';
import { useMemo } from 'react';
import uPlot from 'uplot';
import { CHART_AXIS, CHART_COLORS, UplotChart } from '@/components/chart/uplot-chart';
import { compactRupees, rupees, shortDay } from './dashboard-format';

/**
 * Orders (bars, left axis) and revenue (line, right axis) per India day, drawn on a canvas by
 * uPlot. Loaded on its own (React.lazy) so the chart library lives in an admin-only chunk; the
 * page gives screen readers a summary and a table of the same numbers.
 */
export function OrdersChart({ daily, height }: { daily: DailyPoint[]; height: number }) {
  const chart = useMemo(() => {
    const labels = daily.map((d) => shortDay(d.date));
    const data: uPlot.AlignedData = [
      daily.map((_, i) => i),
      daily.map((d) => d.orders),
      daily.map((d) => d.revenue),
    ];
    const axis = CHART_AXIS;
    const options: Omit<uPlot.Options, 'width' | 'height'> = {
      padding: [12, 8, 0, 4],
      cursor: { drag: { x: false, y: false }, points: { size: 7 } },
      legend: { show: true, live: true },
      scales: {
        x: { time: false, range: [-0.6, daily.length - 0.4] },
        orders: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
        rupees: { range: (_u, _min, max) => [0, Math.max(1000, max * 1.15)] },
      },
      axes: [
        {
          ...axis,
          grid: { show: false },
          space: 48,
          values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
        },
        {
          ...axis,
          scale: 'orders',
          size: 40,
          values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
        },
        {
          ...axis,
          scale: 'rupees',
          side: 1,
          size: 60,
          grid: { show: false },
          values: (_u, splits) => splits.map((v) => compactRupees(v)),
        },
      ],
      series: [
        { label: 'Day', value: (_u, i) => (i == null ? '–' : (labels[i] ?? '–')) },
        {
          label: 'Orders',
          scale: 'orders',
          stroke: CHART_COLORS.saffron,
          fill: CHART_COLORS.saffronFill,
          width: 0,
          paths: uPlot.paths.bars!({ size: [0.6, 28], gap: 2 }),
          points: { show: false },
          value: (_u, v) => (v == null ? '–' : String(v)),
        },
        {
          label: 'Revenue',
          scale: 'rupees',
          stroke: CHART_COLORS.ink,
          width: 2,
          points: { show: true, size: 4, fill: CHART_COLORS.ink },
          value: (_u, v) => (v == null ? '–' : rupees(v)),
        },
      ],
    };
    return { options, data };
  }, [daily]);

  return (
    <UplotChart
      name="orders"
      height={height}
      minWidth={280}
      options={chart.options}
      data={chart.data}
    />
  );
}

export default OrdersChart;
