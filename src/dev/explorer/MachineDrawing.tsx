import { useEffect, useRef } from 'react';
import type { StateValue } from 'xstate';
import styles from './explorer.module.css';
import { activeStatePaths } from './machineGraph';
import { LINE_HEIGHT, type PlacedState, type PlacedTransition } from './machineLayout';
import type { MachineDrawingData } from './useMachineDrawing';

type Props = { drawing: MachineDrawingData; value: StateValue | null };

const pointsText = (transition: PlacedTransition) => transition.points.map((point) => `${point.x},${point.y}`).join(' ');

/** The chosen actor's machine: states (nested), transitions with their events, the current state lit, the last run's coverage marked. */
export function MachineDrawing({ drawing, value }: Props) {
  const { graph, layout, coverage, marks } = drawing;
  const active = new Set(activeStatePaths(value));
  const scroller = useRef<HTMLDivElement>(null);
  const valueKey = JSON.stringify(value);
  // A big machine scrolls: keep the lit state in sight as the actor moves (containers are drawn first, so the last lit one is a leaf).
  useEffect(() => {
    if (!layout || valueKey === undefined) return;
    const frame = scroller.current;
    const lit = frame?.querySelectorAll('[data-active="true"]');
    const leaf = lit?.[lit.length - 1];
    if (!frame || !leaf) return;
    // Only the drawing's own frame scrolls (scrollIntoView would move the panel too).
    const box = leaf.getBoundingClientRect();
    const view = frame.getBoundingClientRect();
    if (box.top < view.top || box.bottom > view.bottom) frame.scrollTop += box.top - view.top - (view.height - box.height) / 2;
    if (box.left < view.left || box.right > view.right) frame.scrollLeft += box.left - view.left - (view.width - box.width) / 2;
  }, [layout, valueKey]);
  if (!layout) return <p className={styles.quiet}>Laying out {graph.machineId}…</p>;

  const stateCovered = (state: PlacedState) => (marks ? (marks.states.get(state.path) ?? true) : null);
  const transitionCovered = (transition: PlacedTransition) => marks?.transitions.get(transition.id) ?? null;
  // Containers first, so the states inside are drawn over them.
  const states = [...layout.states].sort((a, b) => Number(b.container) - Number(a.container));

  return (
    <figure className={styles.drawing}>
      <figcaption className={styles.coverageLine}>
        {coverage === null
          ? 'Reading the last coverage run…'
          : coverage.kind === 'absent'
            ? coverage.reason
            : marks &&
              `Last coverage run: states ${marks.figures.states[0]}/${marks.figures.states[1]}, transitions ${marks.figures.transitions[0]}/${marks.figures.transitions[1]} (dashed red: not covered)`}
      </figcaption>
      <div className={styles.drawingScroll} ref={scroller}>
        <svg
          role="img"
          aria-label={`${graph.machineId} machine`}
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          className={styles.svg}
        >
          <defs>
            <marker id="explorer-arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className={styles.arrowHead} />
            </marker>
          </defs>
          {states.map((state) => {
            const lit = active.has(state.path);
            const covered = stateCovered(state);
            return (
              <g
                key={state.path}
                data-state={state.path}
                data-active={lit ? 'true' : 'false'}
                data-covered={covered === null ? 'unknown' : String(covered)}
                className={[
                  styles.state,
                  state.container ? styles.container : '',
                  lit ? styles.active : '',
                  covered === false ? styles.uncovered : '',
                  state.kind === 'anyState' ? styles.anyState : '',
                ].join(' ')}
              >
                <rect x={state.x} y={state.y} width={state.width} height={state.height} rx={state.kind === 'final' ? 12 : 6} />
                {state.kind === 'final' && <rect x={state.x + 3} y={state.y + 3} width={state.width - 6} height={state.height - 6} rx={9} />}
                {state.initial && <circle cx={state.x} cy={state.y} r={4} className={styles.initialDot} />}
                <text x={state.container ? state.x + 8 : state.x + state.width / 2} y={state.y + 17} textAnchor={state.container ? 'start' : 'middle'}>
                  {state.kind === 'history' ? `H ${state.label}` : state.label}
                  {state.kind === 'parallel' ? ' (parallel)' : ''}
                </text>
              </g>
            );
          })}
          {layout.transitions.map((transition) => {
            const covered = transitionCovered(transition);
            return (
              <g
                key={transition.id}
                data-transition={transition.id}
                data-covered={covered ?? 'unknown'}
                className={[styles.transition, covered === 'none' ? styles.uncovered : '', covered === 'some' ? styles.partlyCovered : ''].join(' ')}
              >
                <polyline points={pointsText(transition)} markerEnd="url(#explorer-arrow)" />
                <text x={transition.label.x} y={transition.label.y}>
                  {transition.label.lines.map((line, index) => (
                    // The same event name may label two lines of one transition (two guarded branches).
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one label never reorder.
                    <tspan key={index} x={transition.label.x} dy={index === 0 ? LINE_HEIGHT - 3 : LINE_HEIGHT}>
                      {line}
                    </tspan>
                  ))}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
