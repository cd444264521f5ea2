import { type ReactNode, useDeferredValue } from 'react';

/**
 * Renders `children` in a render of their own, after what comes before them is on screen and in
 * one React may pause for the browser's input: for the long part of a form, below the fold on a
 * phone, whose mounting with the rest made one long task (issue 29).
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const now = useDeferredValue(true, false);
  return now ? children : null;
}
