import type { DailyPoint } from '@campus-threads/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { compactRupees, rupees, shortDay } from './dashboard-format';

const SAFFRON = '#f97316';
const SAFFRON_FILL = 'rgba(249, 115, 22, 0.75)';
const INK = '#12141c';
const GRID = '#e4e4e7';
const AXIS_TEXT = '#71717a';
const FONT = '12px "Inter Variable", system-ui, sans-serif';

/**
 * Orders (bars, left axis) and revenue (line, right axis) per India day, drawn on a canvas by
 * uPlot. Loaded on its own (React.lazy) so the chart library lives in an admin-only chunk; the
 * page gives screen readers a summary and a table of the same numbers.
 */
export function OrdersChart({ daily, height }: { daily: DailyPoint[]; height: number }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const labels = daily.map((d) => shortDay(d.date));
    const data: uPlot.AlignedData = [
      daily.map((_, i) => i),
      daily.map((d) => d.orders),
      daily.map((d) => d.revenue),
    ];
    const axis = {
      stroke: AXIS_TEXT,
      font: FONT,
      grid: { stroke: GRID, width: 1 },
      ticks: { show: false },
    };
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height,
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
            values: (_u, splits) =>
              splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
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
            stroke: SAFFRON,
            fill: SAFFRON_FILL,
            width: 0,
            paths: uPlot.paths.bars!({ size: [0.6, 28], gap: 2 }),
            points: { show: false },
            value: (_u, v) => (v == null ? '–' : String(v)),
          },
          {
            label: 'Revenue',
            scale: 'rupees',
            stroke: INK,
            width: 2,
            points: { show: true, size: 4, fill: INK },
            value: (_u, v) => (v == null ? '–' : rupees(v)),
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(element.clientWidth, 280), height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [daily, height]);

  return (
    <div
      ref={box}
      className="w-full [&_.u-legend]:mt-2 [&_.u-legend]:text-xs [&_.u-legend]:text-zinc-600 [&_.u-legend_th]:font-medium"
      aria-hidden="true"
      data-chart="orders"
    />
  );
}

export default OrdersChart;
