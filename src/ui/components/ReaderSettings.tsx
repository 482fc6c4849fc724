/**
 * The reader's look in one popover: theme, font, text size, line spacing, alignment and column width, each saved
 * as a setting as it changes. Not modal: Escape or a click outside closes it, and focus goes back to its button
 * after Escape (a click outside leaves focus where the click put it).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { saveSetting, SETTING_CHOICES, SETTING_RANGES, type FontFamily, type Settings, type TextAlign, type Theme } from '../../extension/settings';
import { CHOICE_LABELS } from '../choice-labels';
import { t, type MessageKey } from '../i18n';
import { Icon } from './Icon';
import { Segmented } from './Segmented';
import { Stepper } from './Stepper';

/** A choice setting's values with their words, in the settings' order, for a Segmented control. */
const choices = <K extends 'theme' | 'textAlign'>(key: K) =>
  SETTING_CHOICES[key].map((value) => ({ value, label: (CHOICE_LABELS[key] as Record<string, MessageKey>)[value] }));
const THEMES = choices('theme');
const ALIGNS = choices('textAlign');

/** How far one press of − or + moves each number setting. */
const STEPS = { fontSize: 1, lineHeight: 0.1, lineWidth: 6 } as const;
type NumberKey = keyof typeof STEPS;

/** The next value one step away, within the setting's range; rounded so 1.65 + 0.1 is stored as 1.75. */
function stepped(key: NumberKey, value: number, direction: -1 | 1): number {
  const { min, max } = SETTING_RANGES[key];
  return Math.min(max, Math.max(min, Math.round((value + direction * STEPS[key]) * 100) / 100));
}

export function ReaderSettings(props: { settings: Settings }) {
  const { settings } = props;
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('input:checked, select, button')?.focus();
    // Capture phase, so Escape closes the popover before the reader's own Escape (back to the page) sees it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const step = (key: NumberKey) => ({
    atMin: settings[key] <= SETTING_RANGES[key].min,
    atMax: settings[key] >= SETTING_RANGES[key].max,
    onStep: (direction: -1 | 1) => void saveSetting(key, stepped(key, settings[key], direction)),
  });
  // Tabbing out of the popover closes it, as a click elsewhere does: it must not stay open over the text.
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !panel.current?.contains(next) && !trigger.current?.contains(next)) setOpen(false);
  };

  return (
    <div class="popover-anchor">
      {/* Not IconButton: a function component does not pass a ref on; the same look through the class. */}
      <button type="button" class="icon-button" aria-label={t('readerSettings')} title={t('readerSettings')} data-testid="reader-settings"
        ref={trigger} aria-expanded={open} aria-controls="reader-settings" onClick={() => setOpen(!open)}>
        <Icon name="type" />
      </button>
      {open && (
        <div id="reader-settings" class="popover" role="dialog" aria-label={t('readerSettings')} ref={panel}
          data-testid="reader-settings-popover" onFocusOut={onFocusOut}>
          <Segmented name="theme" legend="settingTheme" value={settings.theme} choices={THEMES} onChange={(v) => void saveSetting('theme', v as Theme)} />
          <div class="setting">
            <label class="setting-label" for="reader-font">{t('settingFont')}</label>
            <select id="reader-font" value={settings.fontFamily} onChange={(e) => void saveSetting('fontFamily', e.currentTarget.value as FontFamily)}>
              {SETTING_CHOICES.fontFamily.map((family) => <option key={family} value={family}>{t(CHOICE_LABELS.fontFamily[family])}</option>)}
            </select>
          </div>
          <Stepper id="font-size" label="settingSize" less="smallerText" more="largerText" value={`${settings.fontSize}`} {...step('fontSize')} />
          <Stepper id="line-height" label="settingLineHeight" less="tighterLines" more="looserLines"
            value={settings.lineHeight.toFixed(2)} {...step('lineHeight')} />
          <Segmented name="align" legend="settingAlign" value={settings.textAlign} choices={ALIGNS} onChange={(v) => void saveSetting('textAlign', v as TextAlign)} />
          <Stepper id="line-width" label="settingWidth" less="narrowerColumn" more="widerColumn" value={`${settings.lineWidth}`} {...step('lineWidth')} />
        </div>
      )}
    </div>
  );
}
