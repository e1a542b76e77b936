import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { Profiler, type ReactElement } from 'react';

/** The parts of a React fiber this trace reads (React's own, as React DevTools reads them). */
type Fiber = {
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
};
/** React marks a component fiber that ran its render function in this commit (ReactFiberFlags PerformedWork). */
const PERFORMED_WORK = 1;

const componentName = (type: unknown): string | null => {
  if (typeof type === 'function') return (type as { displayName?: string }).displayName || type.name || null;
  // memo() and forwardRef() wrap the component.
  if (type && typeof type === 'object') {
    const inner = (type as { type?: unknown; render?: unknown }).type ?? (type as { render?: unknown }).render;
    return inner ? componentName(inner) : null;
  }
  return null;
};

/**
 * The components that ran their render in the commit that just finished, as React DevTools tells
 * them: a subtree whose child list is the previous commit's was skipped (bailed out) whole.
 */
function renderedIn(fiber: Fiber, names: string[]) {
  const previous = fiber.alternate;
  const name = componentName(fiber.type);
  if (name && (!previous || fiber.flags & PERFORMED_WORK)) names.push(name);
  if (previous && fiber.child === previous.child) return;
  for (let child = fiber.child; child; child = child.sibling) renderedIn(child, names);
}

/**
 * Renders `ui` (with the English catalogue) inside a React Profiler, and records for every commit
 * the names of the components that rendered in it (onRender runs once the commit's tree is current).
 */
export function traceRenders(ui: ReactElement) {
  const commits: string[][] = [];
  const container = document.body.appendChild(document.createElement('div'));
  const rootOf = () => {
    const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
    const hostRoot = key ? (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key] : undefined;
    if (!hostRoot) throw new Error('no React root in the container');
    return hostRoot.stateNode.current;
  };
  const onRender = () => {
    const names: string[] = [];
    renderedIn(rootOf(), names);
    commits.push(names);
  };
  const wrap = (element: ReactElement) => (
    <Profiler id="trace" onRender={onRender}>
      <I18nProvider i18n={i18n}>{element}</I18nProvider>
    </Profiler>
  );
  const result = render(wrap(ui), { container });
  return {
    ...result,
    rerender: (element: ReactElement) => result.rerender(wrap(element)),
    /** Every commit so far, each with the components that rendered in it. */
    commits,
    /** Forgets the commits so far (call it once the set-up is done). */
    reset: () => {
      commits.length = 0;
    },
    /** How many times a component rendered since the last reset. */
    count: (name: string) => commits.flat().filter((rendered) => rendered === name).length,
    /** Which components rendered since the last reset, once each. */
    rendered: () => [...new Set(commits.flat())].sort(),
  };
}
