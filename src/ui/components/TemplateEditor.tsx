/**
 * The Markdown template and file name on the options page: edited as text, checked as you type (each mistake
 * with its line), saved only when it parses, previewed on a sample page.
 */
import { useState } from 'preact/hooks';
import { saveSetting } from '../../extension/settings';
import { applyTemplates, FILTERS, parseFileName, parseTemplate, VARIABLES, type TemplateError } from '../../extension/template';
import { DEFAULT_FILE_NAME, DEFAULT_TEMPLATE } from '../../extension/template/defaults';
import { SAMPLE_EXTRACTION, SAMPLE_URL } from '../template-sample';
import { t } from '../i18n';

function Errors(props: { id: string; errors: TemplateError[] }) {
  return (
    <ul id={props.id} class="errors" data-testid={props.id} role="alert">
      {props.errors.map((e) => <li key={`${e.line}:${e.message}`}>{t('templateErrorLine', e.line, e.message)}</li>)}
    </ul>
  );
}

export function TemplateEditor(props: { template: string; fileName: string; frontMatter: boolean }) {
  const [template, setTemplate] = useState(props.template);
  const [fileName, setFileName] = useState(props.fileName);
  const templateParsed = parseTemplate(template);
  const fileNameParsed = parseFileName(fileName);
  const templateErrors = templateParsed.ok ? [] : templateParsed.errors;
  const fileNameErrors = fileNameParsed.ok ? [] : fileNameParsed.errors;
  const preview = templateParsed.ok && fileNameParsed.ok
    ? applyTemplates({ template, fileName, frontMatter: props.frontMatter }, SAMPLE_EXTRACTION, SAMPLE_URL, new Date())
    : undefined;

  const editTemplate = (text: string) => {
    setTemplate(text);
    if (parseTemplate(text).ok) void saveSetting('template', text);
  };
  const editFileName = (text: string) => {
    setFileName(text);
    if (parseFileName(text).ok) void saveSetting('fileName', text);
  };

  return (
    <section class="template" data-testid="template-editor">
      <h2>{t('templateHeading')}</h2>
      <p class="muted">{t('templateAbout')}</p>
      <label for="template">{t('templateNote')}</label>
      <textarea id="template" rows={14} spellcheck={false} value={template} aria-invalid={templateErrors.length > 0}
        aria-describedby="template-errors" onInput={(e) => editTemplate(e.currentTarget.value)} />
      <Errors id="template-errors" errors={templateErrors} />
      <label for="fileName">{t('templateFileName')}</label>
      <input id="fileName" type="text" spellcheck={false} value={fileName} aria-invalid={fileNameErrors.length > 0}
        aria-describedby="file-name-errors" onInput={(e) => editFileName(e.currentTarget.value)} />
      <Errors id="file-name-errors" errors={fileNameErrors} />
      <p class="row">
        <button type="button" data-testid="template-reset" onClick={() => { editTemplate(DEFAULT_TEMPLATE); editFileName(DEFAULT_FILE_NAME); }}>
          {t('templateReset')}
        </button>
      </p>
      <h3>{t('templatePreviewHeading')}</h3>
      {preview
        ? <><p class="muted" data-testid="file-name-preview">{preview.fileStem}.md</p><pre class="output" data-testid="template-preview">{preview.markdown}</pre></>
        : <p class="muted" data-testid="template-preview">{t('templateFixToPreview')}</p>}
      <details>
        <summary>{t('templateVariables')}</summary>
        <dl class="meta">
          {Object.entries(VARIABLES).map(([name, v]) => [<dt key={`${name}-t`}><code>{`{{${name}}}`}</code></dt>, <dd key={`${name}-d`}>{t(v.about)}</dd>])}
        </dl>
        <p>{t('templateFilters')} {Object.keys(FILTERS).map((name) => <code key={name}>|{name} </code>)} — {t('forExample')} <code>{'{{published|date:"YYYY-MM-DD"}}'}</code>, <code>{'{{title|truncate:60}}'}</code>.</p>
      </details>
    </section>
  );
}
