import type { ReactNode } from 'react';

/**
 * A wide table's own box: on a narrow screen it scrolls sideways inside it instead of widening the
 * page (styled in controls.css).
 */
export function ScrollX({ children }: { children: ReactNode }) {
  return <div className="scroll-x">{children}</div>;
}
