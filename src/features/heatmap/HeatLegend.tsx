/** The colour scale: share of a partition's per-second ceiling, with the hot threshold and throttling. */
import { legendGradient, type AccessKind } from './heatScale.ts';

export function HeatLegend({ kind, dark }: { kind: AccessKind; dark: boolean }) {
  const ceiling = kind === 'write' ? '1,000 WCU' : '3,000 RCU';
  return (
    <div className="heat-legend" aria-label={`Colour: share of a partition's ceiling of ${ceiling} a second`}>
      <span className="heat-legend__scale">
        <span className="heat-legend__bar" style={{ background: legendGradient(dark) }} />
        <span className="heat-legend__ticks" aria-hidden="true">
          <span>idle</span>
          <span style={{ left: '50%' }}>50 %</span>
          <span style={{ left: '80%' }}>hot</span>
        </span>
      </span>
      <span className="heat-legend__ceiling">= {ceiling} a second</span>
      <span className="heat-legend__throttled">
        <span className="heat-legend__swatch" aria-hidden="true" /> throttled
      </span>
    </div>
  );
}
