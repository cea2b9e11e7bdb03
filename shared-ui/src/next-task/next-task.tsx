import type { ReactNode } from 'react';
import { useNextTask } from './use-next-task';

/**
 * Its children, drawn from the task after the one that first draws it. Only they draw then: the parent is not drawn
 * again, as it is when it holds `useNextTask` itself (decision 140).
 */
export function NextTask({ children }: { children: ReactNode }) {
  return useNextTask() ? children : null;
}
