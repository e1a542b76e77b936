import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatterFor } from '@kernel/format';
import styles from './DailyBarChart.module.css';

const HEIGHT = 240;
/** Half a day each side, so the first and the last day's bars are whole. */
const EDGE_SECONDS = 12 * 60 * 60;
/** The records' days are India days (kernel/records.ts). */
const TIME_ZONE = 'Asia/Kolkata';

/** A theme colour: the CSS custom property, and what to draw before the theme's sheet applies. */
export type ThemeColour = { token: string; fallback: string };
export const THEME_COLOURS = {
  success: { token: '--success', fallback: '#34d399' },
  danger: { token: '--danger', fallback: '#ff5d73' },
  accent: { token: '--accent', fallback: '#7c5cff' },
} as const satisfies Record<string, ThemeColour>;

export type BarSeries = { label: string; colour: ThemeColour; values: readonly (number | null)[] };

/** The canvas needs colours as values; they are read again when the theme changes. */
function read(colour: ThemeColour): string {
  return getComputedStyle(document.documentElement).getPropertyValue(colour.token).trim() || colour.fallback;
}
const AXIS_TEXT: ThemeColour = { token: '--text-muted', fallback: '#9aa0c8' };

/**
 * The axes' font: the page's own family (tokens.css --font-body), which holds every script the
 * language needs; uPlot's default (system-ui) has no Devanagari on many systems, and drew the Hindi
 * axis labels as empty boxes.
 */
const axisFont = () => `12px ${getComputedStyle(document.documentElement).getPropertyValue('--font-body').trim() || 'sans-serif'}`;

/** The value axis as wide as its widest label (as uPlot's axis-autosize demo measures it), so no label is cut. */
const valueAxisSize: uPlot.Axis.Size = (chart, values, axisIndex, cycle) => {
  const axis = chart.axes[axisIndex] as uPlot.Axis & { _size?: number };
  if (cycle > 1 && axis._size) return axis._size;
  const widest = (values ?? []).reduce((longest, value) => (value.length > longest.length ? value : longest), '');
  chart.ctx.font = (axis.font as [string, number] | undefined)?.[0] ?? chart.ctx.font;
  return Math.ceil((axis.ticks?.size ?? 10) + (axis.gap ?? 5) + chart.ctx.measureText(widest).width / devicePixelRatio + 8);
};
const GRID: ThemeColour = { token: '--border', fallback: '#262b52' };

/**
 * Bars per India day (uPlot, loaded only with the pages that draw it), in the theme's colours and
 * redrawn when the theme changes. It is an image to assistive technology (role img with a
 * summary in `label`); the page lists every number in a table beside it. Pass stable (memoised)
 * `x`, `series` and `axisValue`: a new one redraws the chart.
 */
export function DailyBarChart({
  x,
  series,
  label,
  axisValue,
  testId,
}: {
  /** The start of each day, in seconds since the epoch. */
  x: readonly number[];
  series: readonly BarSeries[];
  label: string;
  /** How the value axis writes a number (compact, with the currency for money). */
  axisValue: (value: number) => string;
  testId: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const { i18n } = useLingui();
  const dayValue = formatterFor(i18n.locale).dayMonth;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const width = () => element.clientWidth || 640;
    let chart: uPlot | null = null;

    const draw = () => {
      chart?.destroy();
      const bars = uPlot.paths.bars?.({ size: [0.6, 36] });
      const axis = { stroke: read(AXIS_TEXT), font: axisFont(), grid: { stroke: read(GRID), width: 1 }, ticks: { stroke: read(GRID), width: 1 } };
      chart = new uPlot(
        {
          width: width(),
          height: HEIGHT,
          tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), TIME_ZONE),
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true, range: (_chart, min, max) => [min - EDGE_SECONDS, max + EDGE_SECONDS] }, y: { auto: true } },
          axes: [
            // The days in the player's language and order (uPlot's own labels are US month/day in Latin digits).
            { ...axis, values: (_chart, splits) => splits.map((seconds) => dayValue(seconds * 1000, TIME_ZONE)) },
            { ...axis, size: valueAxisSize, values: (_chart, splits) => splits.map(axisValue) },
          ],
          series: [{}, ...series.map((entry) => ({ label: entry.label, stroke: read(entry.colour), fill: read(entry.colour), paths: bars, points: { show: false } }))],
        },
        [[...x], ...series.map((entry) => [...entry.values])] as uPlot.AlignedData,
        element,
      );
    };
    draw();

    const themeWatch = new MutationObserver(draw);
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    const resizeWatch = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart?.setSize({ width: width(), height: HEIGHT }));
    resizeWatch?.observe(element);
    return () => {
      themeWatch.disconnect();
      resizeWatch?.disconnect();
      chart?.destroy();
    };
  }, [x, series, axisValue, dayValue]);

  return (
    <div className={styles.chart}>
      <div ref={host} role="img" aria-label={label} data-testid={testId} />
    </div>
  );
}
