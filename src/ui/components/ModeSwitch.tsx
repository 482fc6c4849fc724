import type { Mode } from '../../engine';
import { CHOICE_LABELS } from '../choice-labels';
import { t, type MessageKey } from '../i18n';

/** The engine's modes in the order of how much they keep; `about` is the tooltip (the names are CHOICE_LABELS). */
const MODES: { mode: Mode; about: MessageKey }[] = [
  { mode: 'precision', about: 'modePrecisionAbout' },
  { mode: 'standard', about: 'modeStandardAbout' },
  { mode: 'recall', about: 'modeRecallAbout' },
  { mode: 'fast', about: 'modeFastAbout' },
];

/** One control for the mode: a native select, so arrows, type-ahead and screen readers work without our help. */
export function ModeSwitch(props: { mode: Mode; onChange(mode: Mode): void; disabled?: boolean }) {
  const current = MODES.find((m) => m.mode === props.mode) ?? MODES[1];
  return (
    <select class="mode-switch" data-testid="mode-switch" aria-label={t('modeLabel')} title={t(current.about)}
      value={props.mode} disabled={props.disabled} onChange={(e) => props.onChange(e.currentTarget.value as Mode)}>
      {MODES.map(({ mode }) => <option key={mode} value={mode}>{t(CHOICE_LABELS.mode[mode])}</option>)}
    </select>
  );
}
