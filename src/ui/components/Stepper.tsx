import { t, type MessageKey } from '../i18n';

/** A number setting with a smaller and a larger button (text size, line spacing, column width) and its value. */
export function Stepper(props: {
  id: string; label: MessageKey; less: MessageKey; more: MessageKey; value: string;
  atMin: boolean; atMax: boolean; onStep(direction: -1 | 1): void;
}) {
  return (
    <div class="setting" role="group" aria-labelledby={`${props.id}-label`}>
      <span id={`${props.id}-label`} class="setting-label">{t(props.label)}</span>
      <span class="stepper">
        <button type="button" aria-label={t(props.less)} title={t(props.less)} disabled={props.atMin} onClick={() => props.onStep(-1)}>−</button>
        <output data-testid={`${props.id}-value`} aria-live="polite">{props.value}</output>
        <button type="button" aria-label={t(props.more)} title={t(props.more)} disabled={props.atMax} onClick={() => props.onStep(1)}>+</button>
      </span>
    </div>
  );
}
