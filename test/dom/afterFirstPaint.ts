import { act } from '@testing-library/react';

/**
 * Lets the browser "paint" the frame just rendered, so what waits for the first paint
 * (src/ui/AfterFirstPaint.tsx: a frame callback, then a task) mounts. On real timers only.
 */
export const afterFirstPaint = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
