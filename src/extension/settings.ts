/**
 * User settings: one WXT storage item per setting, each typed, versioned and migrated on read.
 * The defaults live here and nowhere else; the options page, popup and reader read these items.
 */
import { storage } from 'wxt/utils/storage';
import type { Mode } from '../engine';
import { DEFAULT_FILE_NAME, DEFAULT_TEMPLATE } from './template/defaults';
import { DEFAULT_MARKDOWN_STYLE, MARKDOWN_STYLE_CHOICES, type MarkdownStyle } from '../engine/markdown/style';

export type Format = 'markdown' | 'text' | 'json';
export type Theme = 'system' | 'light' | 'dark' | 'sepia';
export type FontFamily = 'serif' | 'sans' | 'mono';
export type TextAlign = 'start' | 'justify';
export type ToolbarAction = 'reader' | 'popup';
export type ReaderPlacement = 'new-tab' | 'same-tab';
/** The engine's image choices, and `beside`: kept in the Markdown, saved beside the note when it is downloaded. */
export type MarkdownImages = MarkdownStyle['images'] | 'beside';

export interface Settings {
  /** Engine mode for every extraction. Default `standard`. */
  mode: Mode;
  /** What popup and side panel show first and what "copy" copies there. Default `markdown`. */
  format: Format;
  /** YAML front matter on copied/downloaded Markdown. Default true. */
  frontMatter: boolean;
  /** Reader theme; `system` follows prefers-color-scheme. Default `system`. */
  theme: Theme;
  /** Default `serif`. */
  fontFamily: FontFamily;
  /** Reader text size in CSS px. Default 19. */
  fontSize: number;
  /** Reader line width in `ch`. Default 68. */
  lineWidth: number;
  /** Reader line height, a multiple of the text size. Default 1.65. */
  lineHeight: number;
  /** Reader text alignment: ragged (`start`, which follows the text's direction) or justified. Default `start`. */
  textAlign: TextAlign;
  /** What a click on the toolbar button does. Default `reader`. */
  toolbarAction: ToolbarAction;
  /**
   * Where the reader opens: a tab beside the page, or the page's own tab (as Firefox's Reader View; the browser's
   * Back returns to the page). Default `new-tab`.
   */
  readerPlacement: ReaderPlacement;
  /** The Markdown note: front matter properties and body (template/template.ts). Default `DEFAULT_TEMPLATE`. */
  template: string;
  /** The downloaded file's name, without extension. Default `DEFAULT_FILE_NAME`. */
  fileName: string;
  /** Size budget of the copy gestures (shortcut, menu), characters; 0 = none. Default 0. */
  copyMaxChars: number;
  /** The same in tokens (o200k_base); 0 = none. Default 0. */
  copyMaxTokens: number;
  /**
   * Record each extraction in the local log (IndexedDB, extension/log/store.ts): opt-in, as the log is a browsing
   * history of its own. Never for a private (incognito) tab; URLs without query or fragment. Default false.
   */
  logExtractions: boolean;
  /** The Obsidian vault "Send to Obsidian" writes to; empty: the vault Obsidian has open. Default ''. */
  obsidianVault: string;
  /** The folder of that vault the note goes in; empty: the vault's top. Default `Clippings`. */
  obsidianFolder: string;
  /** Markdown headings: `atx` or `setext` (engine/markdown/style.ts, as every Markdown choice). Default `atx`. */
  markdownHeadings: MarkdownStyle['headings'];
  /** Markdown list bullet. Default `-`. */
  markdownBullet: MarkdownStyle['bullet'];
  /** Markdown code blocks: fenced with backticks or tildes, or indented. Default backticks. */
  markdownCode: MarkdownStyle['code'];
  /** Markdown links: `inline` or `referenced`. Default `inline`. */
  markdownLinks: MarkdownStyle['links'];
  /** Markdown images: `keep`, `remove`, or `beside` (the download is a .zip of the note and its images, ui/note-files.ts).
   *  Default `keep`. */
  markdownImages: MarkdownImages;
  /** Keep the page's text in the log too. Default false. */
  logText: boolean;
  /**
   * Show images the page itself has not loaded (lazy images below the fold, `<noscript>` fallbacks) in the reader
   * and previews: fetching them tells the site someone read that far. Default false.
   */
  loadUnseenImages: boolean;
}


/** fontSize v1 (the first draft of the options page) stored a named size; v2 stores pixels. */
const NAMED_FONT_SIZES: Record<string, number> = { small: 16, medium: 19, large: 22, 'x-large': 26 };

export const settingItems = {
  mode: storage.defineItem<Mode>('local:settings.mode', { fallback: 'standard', version: 1 }),
  format: storage.defineItem<Format>('local:settings.format', { fallback: 'markdown', version: 1 }),
  frontMatter: storage.defineItem<boolean>('local:settings.frontMatter', { fallback: true, version: 1 }),
  theme: storage.defineItem<Theme>('local:settings.theme', { fallback: 'system', version: 1 }),
  fontFamily: storage.defineItem<FontFamily>('local:settings.fontFamily', { fallback: 'serif', version: 1 }),
  fontSize: storage.defineItem<number>('local:settings.fontSize', {
    fallback: 19,
    version: 2,
    migrations: { 2: (old: unknown) => (typeof old === 'number' ? old : NAMED_FONT_SIZES[String(old)] ?? 19) },
  }),
  lineWidth: storage.defineItem<number>('local:settings.lineWidth', { fallback: 68, version: 1 }),
  lineHeight: storage.defineItem<number>('local:settings.lineHeight', { fallback: 1.65, version: 1 }),
  textAlign: storage.defineItem<TextAlign>('local:settings.textAlign', { fallback: 'start', version: 1 }),
  toolbarAction: storage.defineItem<ToolbarAction>('local:settings.toolbarAction', { fallback: 'reader', version: 1 }),
  readerPlacement: storage.defineItem<ReaderPlacement>('local:settings.readerPlacement', { fallback: 'new-tab', version: 1 }),
  template: storage.defineItem<string>('local:settings.template', { fallback: DEFAULT_TEMPLATE, version: 1 }),
  fileName: storage.defineItem<string>('local:settings.fileName', { fallback: DEFAULT_FILE_NAME, version: 1 }),
  copyMaxChars: storage.defineItem<number>('local:settings.copyMaxChars', { fallback: 0, version: 1 }),
  copyMaxTokens: storage.defineItem<number>('local:settings.copyMaxTokens', { fallback: 0, version: 1 }),
  // v1 logged by default; v2 is opt-in, so a stored v1 value (mostly the old default, never a choice made knowing
  // what it keeps) starts off and the user turns it on from the options page.
  logExtractions: storage.defineItem<boolean>('local:settings.logExtractions', { fallback: false, version: 2, migrations: { 2: () => false } }),
  obsidianVault: storage.defineItem<string>('local:settings.obsidianVault', { fallback: '', version: 1 }),
  obsidianFolder: storage.defineItem<string>('local:settings.obsidianFolder', { fallback: 'Clippings', version: 1 }),
  markdownHeadings: storage.defineItem<MarkdownStyle['headings']>('local:settings.markdownHeadings', { fallback: DEFAULT_MARKDOWN_STYLE.headings, version: 1 }),
  markdownBullet: storage.defineItem<MarkdownStyle['bullet']>('local:settings.markdownBullet', { fallback: DEFAULT_MARKDOWN_STYLE.bullet, version: 1 }),
  markdownCode: storage.defineItem<MarkdownStyle['code']>('local:settings.markdownCode', { fallback: DEFAULT_MARKDOWN_STYLE.code, version: 1 }),
  markdownLinks: storage.defineItem<MarkdownStyle['links']>('local:settings.markdownLinks', { fallback: DEFAULT_MARKDOWN_STYLE.links, version: 1 }),
  markdownImages: storage.defineItem<MarkdownImages>('local:settings.markdownImages', { fallback: DEFAULT_MARKDOWN_STYLE.images, version: 1 }),
  logText: storage.defineItem<boolean>('local:settings.logText', { fallback: false, version: 1 }),
  loadUnseenImages: storage.defineItem<boolean>('local:settings.loadUnseenImages', { fallback: false, version: 1 }),
} satisfies { [K in keyof Settings]: unknown };

export type SettingKey = keyof Settings;

/** Allowed values, for the options page's controls and to reject a corrupt stored value. */
export const SETTING_CHOICES = {
  mode: ['standard', 'precision', 'recall', 'fast'],
  format: ['markdown', 'text', 'json'],
  theme: ['system', 'light', 'dark', 'sepia'],
  fontFamily: ['serif', 'sans', 'mono'],
  textAlign: ['start', 'justify'],
  toolbarAction: ['reader', 'popup'],
  readerPlacement: ['new-tab', 'same-tab'],
  markdownHeadings: MARKDOWN_STYLE_CHOICES.headings,
  markdownBullet: MARKDOWN_STYLE_CHOICES.bullet,
  markdownCode: MARKDOWN_STYLE_CHOICES.code,
  markdownLinks: MARKDOWN_STYLE_CHOICES.links,
  markdownImages: [...MARKDOWN_STYLE_CHOICES.images, 'beside'],
} as const satisfies Partial<Record<SettingKey, readonly string[]>>;

export const SETTING_RANGES = {
  fontSize: { min: 12, max: 32 },
  lineWidth: { min: 40, max: 100 },
  lineHeight: { min: 1.2, max: 2.2 },
  copyMaxChars: { min: 0, max: 10_000_000 },
  copyMaxTokens: { min: 0, max: 10_000_000 },
} as const satisfies Partial<Record<SettingKey, { min: number; max: number }>>;

const keys = Object.keys(settingItems) as SettingKey[];

/** The engine's Markdown style from the settings (images saved beside the note are kept in the Markdown). */
export function markdownStyleOf(settings: Pick<Settings, 'markdownHeadings' | 'markdownBullet' | 'markdownCode' | 'markdownLinks' | 'markdownImages'>): MarkdownStyle {
  return {
    headings: settings.markdownHeadings, bullet: settings.markdownBullet, code: settings.markdownCode, links: settings.markdownLinks,
    images: settings.markdownImages === 'beside' ? 'keep' : settings.markdownImages,
  };
}

export async function loadSettings(): Promise<Settings> {
  const values = await Promise.all(keys.map((key) => settingItems[key].getValue()));
  return Object.fromEntries(keys.map((key, i) => [key, sanitize(key, values[i])])) as unknown as Settings;
}

export async function saveSetting<K extends SettingKey>(key: K, value: Settings[K]): Promise<void> {
  await (settingItems[key] as { setValue(v: Settings[K]): Promise<void> }).setValue(value);
}

/** Calls back with the full settings whenever any of them changes. Returns the unwatch function. */
export function watchSettings(callback: (settings: Settings) => void): () => void {
  const unwatchers = keys.map((key) => settingItems[key].watch(() => { void loadSettings().then(callback); }));
  return () => unwatchers.forEach((unwatch) => unwatch());
}

function sanitize(key: SettingKey, value: unknown): unknown {
  const fallback = settingItems[key].fallback;
  const choices = (SETTING_CHOICES as Record<string, readonly unknown[]>)[key];
  if (choices) return choices.includes(value) ? value : fallback;
  const range = (SETTING_RANGES as Record<string, { min: number; max: number }>)[key];
  if (range) return typeof value === 'number' && value >= range.min && value <= range.max ? value : fallback;
  return typeof value === typeof fallback ? value : fallback;
}
