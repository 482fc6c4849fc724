import { useState } from 'preact/hooks';
import type { Removal } from '../../engine';
import { siteProfilesItem, withKeep, loadSiteProfiles } from '../../extension/site-profiles';
import { t } from '../i18n';

/** Groups of removals by what removed them: a step and its reason. */
function groups(removed: readonly Removal[]): Array<{ key: string; items: Removal[] }> {
  const map = new Map<string, Removal[]>();
  for (const r of removed) {
    if (!r.text) continue; // blocks without text (scripts, icons) are not worth restoring
    const key = `${r.step}: ${r.reason}`;
    map.set(key, [...(map.get(key) ?? []), r]);
  }
  return [...map].map(([key, items]) => ({ key, items }));
}

/**
 * The side panel's list of what was removed, grouped, each with the start of its text. A click restores
 * the block into the result (an extraction with its keep selector, for this time only) and then offers to keep it
 * on this site for good, showing the selector before it is written into the site's profile.
 */
export function RemovedBlocks(props: { removed: readonly Removal[]; host: string; restored?: string; onRestore(selector: string): void }) {
  const [saved, setSaved] = useState(false);
  const { restored } = props;
  const list = groups(props.removed);
  if (list.length === 0 && !restored) return null;
  const save = async () => {
    await siteProfilesItem.setValue(withKeep(await loadSiteProfiles(), props.host, restored!));
    setSaved(true);
  };
  return (
    <details data-testid="removed-blocks" open={restored !== undefined}>
      <summary>{t('removedTitle', list.reduce((n, g) => n + g.items.length, 0))}</summary>
      {restored && (
        <div class="notice" data-testid="keep-offer">
          <p>{t('removedRestored')}</p>
          <p>{t('removedKeepSelector')} <code data-testid="keep-selector">{restored}</code></p>
          {saved
            ? <p role="status" data-testid="keep-saved">{t('removedSaved', props.host)}</p>
            : <button type="button" data-testid="keep-always" onClick={() => void save()}>{t('removedKeepOn', props.host)}</button>}
        </div>
      )}
      {list.map(({ key, items }) => (
        <section key={key}>
          <h3 class="muted">{key}</h3>
          <ul>
            {items.map((r, i) => (
              <li key={i} data-testid="removed-block">
                <span>{r.text || t('removedNoText')}</span>{' '}
                {r.keep && props.host && (
                  <button type="button" title={t('removedRestoreTitle')} data-keep={r.keep} onClick={() => props.onRestore(r.keep!)}>{t('removedRestore')}</button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </details>
  );
}
