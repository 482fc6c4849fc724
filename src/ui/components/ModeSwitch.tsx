import type { Mode } from '../../engine';

const MODES: { mode: Mode; label: string; title: string }[] = [
  { mode: 'precision', label: 'Precision', title: 'Less noise: prunes link-heavy sections' },
  { mode: 'standard', label: 'Standard', title: 'The balanced default' },
  { mode: 'recall', label: 'Recall', title: 'More text: keeps borderline sections' },
  { mode: 'fast', label: 'Fast', title: 'Rules only, no fallbacks' },
];

export function ModeSwitch(props: { mode: Mode; onChange(mode: Mode): void; disabled?: boolean }) {
  return (
    <div class="row" role="group" aria-label="Extraction mode" data-testid="mode-switch">
      {MODES.map(({ mode, label, title }) => (
        <button key={mode} type="button" title={title} aria-pressed={props.mode === mode} disabled={props.disabled}
          data-mode={mode} onClick={() => props.onChange(mode)}>{label}</button>
      ))}
    </div>
  );
}
