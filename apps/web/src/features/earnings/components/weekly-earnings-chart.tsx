import { useMemo } from 'react';
import uPlot from 'uplot';
import { CHART_AXIS, CHART_COLORS, UplotChart } from '@/components/chart/uplot-chart';
import { signedRupees, signedRupeesShort, weekLabel, type WeeklyEarning } from '../earnings-format';

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
  const chart = useMemo(() => {
    const labels = weekly.map((w) => weekLabel(w.weekStart));
    const data: uPlot.AlignedData = [weekly.map((_, i) => i), weekly.map((w) => w.amount)];
    const axis = CHART_AXIS;
    const options: Omit<uPlot.Options, 'width' | 'height'> = {
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
          values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
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
          stroke: CHART_COLORS.saffron,
          fill: CHART_COLORS.saffronFill,
          width: 0,
          paths: uPlot.paths.bars!({ size: [0.6, 36], gap: 2 }),
          points: { show: false },
          value: (_u, v) => (v == null ? '–' : signedRupees(v)),
        },
      ],
    };
    return { options, data };
  }, [weekly]);

  return (
    <UplotChart
      name="weekly-earnings"
      height={height}
      minWidth={260}
      options={chart.options}
      data={chart.data}
    />
  );
}

export default WeeklyEarningsChart;
