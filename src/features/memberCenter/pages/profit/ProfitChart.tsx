import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dailyChartSeries } from '@machines/member/records.rules';
import type { ProfitLoss } from '@/contract/records';
import styles from './ProfitPage.module.css';

const HEIGHT = 240;
/** Half a day each side, so the first and the last day's bars are whole. */
const EDGE_SECONDS = 12 * 60 * 60;
const TIME_ZONE = 'Asia/Kolkata';

/** The theme's colours as the canvas needs them (read again when the theme changes). */
function themeColours() {
  const css = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    win: read('--success', '#34d399'),
    loss: read('--danger', '#ff5d73'),
    text: read('--text-muted', '#9aa0c8'),
    grid: read('--border', '#262b52'),
  };
}

/**
 * The per-day win/loss of a period as bars (uPlot, loaded with this page only): wins up in the
 * theme's success colour, losses down in its danger colour, in India days. It is an image to
 * assistive technology (role img with a summary); the table beside it lists every number.
 */
export function ProfitChart({ daily, label, currencySymbol }: { daily: ProfitLoss['daily']; label: string; currencySymbol: string }) {
  const { t, i18n } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const winLabel = t`Win`;
  const lossLabel = t`Loss`;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const compact = new Intl.NumberFormat(i18n.locale, { notation: 'compact', maximumFractionDigits: 1 });
    const series = dailyChartSeries(daily);
    const width = () => element.clientWidth || 640;
    let chart: uPlot | null = null;

    const draw = () => {
      chart?.destroy();
      const colour = themeColours();
      const bars = uPlot.paths.bars?.({ size: [0.6, 36] });
      const axis = { stroke: colour.text, grid: { stroke: colour.grid, width: 1 }, ticks: { stroke: colour.grid, width: 1 } };
      chart = new uPlot(
        {
          width: width(),
          height: HEIGHT,
          tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), TIME_ZONE),
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true, range: (_chart, min, max) => [min - EDGE_SECONDS, max + EDGE_SECONDS] }, y: { auto: true } },
          axes: [
            axis,
            { ...axis, size: 64, values: (_chart, splits) => splits.map((value) => `${value < 0 ? '−' : ''}${currencySymbol}${compact.format(Math.abs(value))}`) },
          ],
          series: [
            {},
            { label: winLabel, stroke: colour.win, fill: colour.win, paths: bars, points: { show: false } },
            { label: lossLabel, stroke: colour.loss, fill: colour.loss, paths: bars, points: { show: false } },
          ],
        },
        [series.x, series.wins, series.losses],
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
  }, [daily, currencySymbol, i18n.locale, winLabel, lossLabel]);

  return (
    <div className={styles.chart}>
      <div ref={host} role="img" aria-label={label} data-testid="profit-chart" />
    </div>
  );
}
