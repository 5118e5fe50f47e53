import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** The palette of styles.css as the charts draw it on canvas (saffron bars, ink line, zinc grid). */
export const CHART_COLORS = {
  saffron: '#f97316',
  saffronFill: 'rgba(249, 115, 22, 0.75)',
  ink: '#12141c',
  grid: '#e4e4e7',
  axisText: '#71717a',
} as const;

/** Every axis of the shop's charts: zinc text in the shop's font, a light grid, no ticks. */
export const CHART_AXIS = {
  stroke: CHART_COLORS.axisText,
  font: '12px "Inter Variable", system-ui, sans-serif',
  grid: { stroke: CHART_COLORS.grid, width: 1 },
  ticks: { show: false },
} satisfies uPlot.Axis;

/**
 * A uPlot chart that fills its box's width (at least `minWidth`), follows it when it resizes
 * and is destroyed with the component. `options` gets everything but the size; give it and
 * `data` stable identities (useMemo), as a new one draws the chart again. Hidden from screen
 * readers: each page gives them a summary and a table of the same numbers.
 */
export function UplotChart({
  name,
  height,
  minWidth,
  options,
  data,
}: {
  /** `data-chart`, for tests. */
  name: string;
  height: number;
  minWidth: number;
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = () => Math.max(element.clientWidth, minWidth);
    const chart = new uPlot({ ...options, width: width(), height }, data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [options, data, height, minWidth]);

  return (
    <div
      ref={box}
      className="w-full [&_.u-legend]:mt-2 [&_.u-legend]:text-xs [&_.u-legend]:text-zinc-600 [&_.u-legend_th]:font-medium"
      aria-hidden="true"
      data-chart={name}
    />
  );
}
