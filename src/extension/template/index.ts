/** The user's templates applied to an extraction: the Markdown that is copied, shown and downloaded, and its file name. */
import type { ExtractionJson } from '../../engine';
import { safeStem } from '../../engine/metadata/file-name';
import type { Settings } from '../settings';
import { DEFAULT_FILE_NAME, DEFAULT_TEMPLATE } from './defaults';
import { parseFileName, parseTemplate, renderFileName, renderTemplate, type Parsed, type TemplateError } from './template';
import type { TemplateInput } from './variables';
import { t } from '../i18n';

export { parseFileName, parseTemplate, type TemplateError } from './template';
export { VARIABLES } from './variables';
export { FILTERS } from './filters';

export interface Templated {
  /** The note, front matter and body. */
  markdown: string;
  /** File name without extension, safe on every file system. */
  fileStem: string;
  /** Said to the user when a stored template was broken and the default served instead. */
  notice?: string;
}

function orDefault<T>(parsed: Parsed<T>, fallback: string, parse: (s: string) => Parsed<T>): { value: T; broken?: TemplateError } {
  if (parsed.ok) return { value: parsed.value };
  const standard = parse(fallback);
  if (!standard.ok) throw new Error('the default template does not parse');
  return { value: standard.value, broken: parsed.errors[0] };
}

/**
 * `extraction.markdown` is the content without front matter. The options page saves only templates that parse,
 * so a broken one means storage was changed by hand: the default is used and the result says so.
 */
export function applyTemplates(settings: Pick<Settings, 'template' | 'fileName' | 'frontMatter'>, extraction: ExtractionJson,
  url: string, now: Date): Templated {
  const input: TemplateInput = { extraction, url, now: now.toISOString(), content: extraction.markdown };
  const note = orDefault(parseTemplate(settings.template), DEFAULT_TEMPLATE, parseTemplate);
  const name = orDefault(parseFileName(settings.fileName), DEFAULT_FILE_NAME, parseFileName);
  const broken = note.broken ?? name.broken;
  return {
    markdown: renderTemplate(note.value, input, { frontMatter: settings.frontMatter }),
    fileStem: safeStem(renderFileName(name.value, input)),
    ...(broken ? { notice: t('templateBroken', broken.line, broken.message) } : {}),
  };
}
