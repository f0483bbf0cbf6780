/**
 * The heatmap's findings: what is happening and why, in words (explain.ts). A live region for what
 * changes the picture (a finding appears or goes: throttling begins, a split): the bodies, whose
 * numbers change every second, are aria-live="off".
 */
import type { Finding } from './findingText.ts';

const ICON: Record<Finding['tone'], string> = { alert: '⚠', warn: '▲', ok: '✓', info: '✂', idle: '○' };

export function Findings({ findings, onShow }: { findings: Finding[]; onShow(finding: Finding): void }) {
  return (
    <ul className="findings" aria-label="What is happening" aria-live="polite">
      {findings.map((finding) => (
        <li key={`${finding.tone}/${finding.title}`} className={`finding finding--${finding.tone}`}>
          <span className="finding__icon" aria-hidden="true">
            {ICON[finding.tone]}
          </span>
          <div>
            <strong className="finding__title">{finding.title}</strong>
            <p aria-live="off">{finding.body}</p>
            {finding.partition && (
              <button type="button" className="link-button" onClick={() => onShow(finding)}>
                Show {finding.partition.id}
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
