import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether something that moves by itself (a carousel's autoplay) may move now: not while the mouse
 * rests on it (the person is reading it), and not while it is off screen (each move would redraw
 * it for no one, and keep a slower laptop's main thread busy). Both are watched on `box`. Without
 * IntersectionObserver (old browsers, jsdom) it counts as on screen.
 */
export function useMayMove(box: RefObject<HTMLElement | null>): boolean {
  const [hovered, setHovered] = useState(false);
  const [onScreen, setOnScreen] = useState(() => typeof globalThis.IntersectionObserver !== 'function');
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    target.addEventListener('mouseenter', enter);
    target.addEventListener('mouseleave', leave);
    const observer =
      typeof globalThis.IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)))
        : undefined;
    observer?.observe(target);
    return () => {
      target.removeEventListener('mouseenter', enter);
      target.removeEventListener('mouseleave', leave);
      observer?.disconnect();
    };
  }, [box]);
  return onScreen && !hovered;
}
