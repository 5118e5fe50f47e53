import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { signedRupees, signedRupeesShort, weekLabel, type WeeklyEarning } from '../earnings-format';

// The palette of styles.css (saffron bars, ink text, zinc grid), as the admin chart draws it.
const SAFFRON = '#f97316';
const SAFFRON_FILL = 'rgba(249, 115, 22, 0.75)';
const GRID = '#e4e4e7';
const AXIS_TEXT = '#71717a';
const FONT = '12px "Inter Variable", system-ui, sans-serif';
const MIN_WIDTH = 260;

/**
 * Earnings per week as bars, drawn on a canvas by uPlot. Loaded on its own (React.lazy), so the
 * chart library stays in a chunk only the earnings page and the admin dashboard load; the card
 * gives screen readers a summary and a table of the same numbers.
 */
export function WeeklyEarningsChart({
  weekly,
  height,
}: {
  weekly: readonly WeeklyEarning[];
  height: number;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const labels = weekly.map((w) => weekLabel(w.weekStart));
    const data: uPlot.AlignedData = [weekly.map((_, i) => i), weekly.map((w) => w.amount)];
    const axis = {
      stroke: AXIS_TEXT,
      font: FONT,
      grid: { stroke: GRID, width: 1 },
      ticks: { show: false },
    };
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, MIN_WIDTH),
        height,
        padding: [12, 8, 0, 4],
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        legend: { show: true, live: true },
        scales: {
          x: { time: false, range: [-0.6, weekly.length - 0.4] },
          // Reversals can take a week below zero; the axis always shows zero.
          y: {
            range: (_u, min, max) => [Math.min(0, min * 1.15), Math.max(100, max * 1.15)],
          },
        },
        axes: [
          {
            ...axis,
            grid: { show: false },
            space: 52,
            values: (_u, splits) =>
              splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
          },
          {
            ...axis,
            size: 64,
            values: (_u, splits) => splits.map((v) => signedRupeesShort(v)),
          },
        ],
        series: [
          { label: 'Week of', value: (_u, i) => (i == null ? '–' : (labels[i] ?? '–')) },
          {
            label: 'Earned',
            stroke: SAFFRON,
            fill: SAFFRON_FILL,
            width: 0,
            paths: uPlot.paths.bars!({ size: [0.6, 36], gap: 2 }),
            points: { show: false },
            value: (_u, v) => (v == null ? '–' : signedRupees(v)),
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(element.clientWidth, MIN_WIDTH), height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [weekly, height]);

  return (
    <div
      ref={box}
      className="w-full [&_.u-legend]:mt-2 [&_.u-legend]:text-xs [&_.u-legend]:text-zinc-600 [&_.u-legend_th]:font-medium"
      aria-hidden="true"
      data-chart="weekly-earnings"
    />
  );
}

export default WeeklyEarningsChart;
