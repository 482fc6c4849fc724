/**
 * Site profiles on the options page: the list, each profile's fields, import and export as JSON. Checked
 * as you type with the engine's own checks (selectors tried by this page's DOM, patterns by RegExp); the field at
 * fault is marked and named; the list is saved only when every profile is valid, so the last valid one stays in use.
 */
import { useEffect, useState } from 'preact/hooks';
import { PAGE_TYPES } from '../../engine/page-type';
import type { Scope } from '../../engine';
import { SCOPES, checkSiteProfiles, describeProblem, type ProfileProblem, type SiteProfile } from '../../engine/site-profile';
import { siteProfilesItem, loadSiteProfiles } from '../../extension/site-profiles';
import { t, type MessageKey } from '../i18n';
import { SCOPE_LABELS } from './ScopeSwitch';

interface Draft { site: string; scope: string; pageType: string; keep: string; drop: string; dropLines: string }
type Field = keyof Draft;
const LIST_FIELDS = ['keep', 'drop', 'dropLines'] as const;
const LIST_LABELS: Record<(typeof LIST_FIELDS)[number], MessageKey> = { keep: 'profileKeep', drop: 'profileDrop', dropLines: 'profileDropLines' };

function toDraft(p: SiteProfile): Draft {
  return { site: p.site, scope: p.scope ?? '', pageType: p.pageType ?? '', keep: (p.keep ?? []).join('\n'), drop: (p.drop ?? []).join('\n'), dropLines: (p.dropLines ?? []).join('\n') };
}

function toProfile(d: Draft): SiteProfile {
  const profile: Record<string, unknown> = { site: d.site.trim() };
  if (d.scope) profile.scope = d.scope;
  if (d.pageType) profile.pageType = d.pageType;
  for (const field of LIST_FIELDS) {
    const lines = d[field].split('\n').map((l) => l.trim()).filter(Boolean);
    if (lines.length > 0) profile[field] = lines;
  }
  return profile as unknown as SiteProfile;
}

/** Selectors are tried on a fragment of this page: the browser's own parser says what is valid. */
const probe = { querySelector: (s: string) => document.createDocumentFragment().querySelector(s) };

export function SiteProfilesEditor() {
  const [drafts, setDrafts] = useState<Draft[] | undefined>();
  const [status, setStatus] = useState('');
  const [importText, setImportText] = useState('');
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const [exported, setExported] = useState<string | undefined>();
  useEffect(() => { void loadSiteProfiles().then((list) => setDrafts(list.map(toDraft))); }, []);
  if (!drafts) return null;

  const profiles = drafts.map(toProfile);
  const problems = checkSiteProfiles(profiles, probe);
  const update = (next: Draft[]) => {
    setDrafts(next);
    const list = next.map(toProfile);
    const ok = checkSiteProfiles(list, probe).length === 0;
    if (ok) void siteProfilesItem.setValue(list);
    setStatus(ok ? t('profilesSaved', list.length) : t('profilesInvalid'));
  };
  const edit = (index: number, field: Field, value: string) => update(drafts.map((d, i) => (i === index ? { ...d, [field]: value } : d)));
  const importJson = () => {
    let json: unknown;
    try {
      json = JSON.parse(importText);
    } catch (error) {
      setImportErrors([(error as Error).message]);
      return;
    }
    const found = checkSiteProfiles(json, probe);
    setImportErrors(found.map(describeProblem));
    if (found.length > 0) return;
    const list = (Array.isArray(json) ? json : [json]) as SiteProfile[];
    update(list.map(toDraft));
    setStatus(t('profilesImported', list.length));
  };
  const exportJson = () => {
    const json = JSON.stringify(profiles, null, 2);
    setExported(json);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    link.download = 'pith-site-profiles.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };

  return (
    <section class="site-profiles" data-testid="site-profiles">
      <h2>{t('profilesTitle')}</h2>
      <p class="muted">{t('profilesIntro')}</p>
      {drafts.map((draft, index) => (
        <ProfileFields key={index} index={index} draft={draft} problems={problems.filter((p) => p.profile === index)}
          onEdit={(field, value) => edit(index, field, value)} onRemove={() => update(drafts.filter((_, i) => i !== index))} />
      ))}
      <p class="row">
        <button type="button" data-testid="profile-add" onClick={() => update([...drafts, toDraft({ site: '' })])}>{t('profileAdd')}</button>
        <button type="button" data-testid="profiles-export" onClick={exportJson}>{t('profilesExportButton')}</button>
      </p>
      <p class="status muted" role="status" data-testid="profiles-status">{status}</p>
      {exported !== undefined && (
        <><label for="profiles-exported">{t('profilesExportLabel')}</label>
          <textarea id="profiles-exported" data-testid="profiles-exported" rows={6} readOnly value={exported} /></>
      )}
      <label for="profiles-import">{t('profilesImportLabel')}</label>
      <textarea id="profiles-import" data-testid="profiles-import" rows={4} spellcheck={false} value={importText}
        aria-invalid={importErrors.length > 0} aria-describedby="profiles-import-errors" onInput={(e) => setImportText(e.currentTarget.value)} />
      <ul id="profiles-import-errors" class="errors" data-testid="profiles-import-errors" role="alert">
        {importErrors.map((e) => <li key={e}>{e}</li>)}
      </ul>
      <button type="button" data-testid="profiles-import-button" onClick={importJson}>{t('profilesImportButton')}</button>
    </section>
  );
}

function ProfileFields(props: { index: number; draft: Draft; problems: ProfileProblem[]; onEdit(field: Field, value: string): void; onRemove(): void }) {
  const id = (field: Field) => `profile-${props.index}-${field}`;
  const bad = (field: Field) => props.problems.some((p) => p.field === field);
  const text = (field: Field, rows?: number) => {
    const common = {
      id: id(field), 'data-field': field, spellcheck: false, value: props.draft[field], 'aria-invalid': bad(field),
      'aria-describedby': `profile-${props.index}-errors`,
      onInput: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => props.onEdit(field, e.currentTarget.value),
    };
    return rows ? <textarea rows={rows} {...common} /> : <input type="text" {...common} />;
  };
  const choice = (field: 'scope' | 'pageType', values: readonly string[], none: string, label: (v: string) => string = String) => (
    <select id={id(field)} data-field={field} value={props.draft[field]} onChange={(e) => props.onEdit(field, e.currentTarget.value)}>
      <option value="">{none}</option>
      {values.map((v) => <option key={v} value={v}>{label(v)}</option>)}
    </select>
  );
  return (
    <fieldset data-testid="site-profile" data-index={props.index}>
      <legend>{props.draft.site || `#${props.index + 1}`}</legend>
      <p class="row"><label for={id('site')}>{t('profileSite')}</label> {text('site')}
        <label for={id('scope')}>{t('profileScope')}</label> {choice('scope', SCOPES, t('profileAnyScope'), (v) => t(SCOPE_LABELS[v as Scope]))}
        <label for={id('pageType')}>{t('profilePageType')}</label> {choice('pageType', PAGE_TYPES, t('profileAnyType'))}
        <button type="button" data-testid="profile-remove" onClick={props.onRemove}>{t('profileRemove')}</button></p>
      {LIST_FIELDS.map((field) => <p key={field}><label for={id(field)}>{t(LIST_LABELS[field])}</label>{text(field, 3)}</p>)}
      <ul id={`profile-${props.index}-errors`} class="errors" data-testid="profile-errors" role="alert">
        {props.problems.map((p, i) => <li key={i} data-problem={p.field}>{describeProblem(p)}</li>)}
      </ul>
    </fieldset>
  );
}
