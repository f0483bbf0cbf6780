import './Badge.css';

export type BadgeTone = 'soon' | 'ready';

interface BadgeProps {
  tone: BadgeTone;
  children: string;
}

/** A small status label, e.g. "coming soon" next to a section that is not built yet. */
export function Badge({ tone, children }: BadgeProps) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
