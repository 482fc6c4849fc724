/** Metadata values in the user's locale: what the popup, side panel and reader show (the data stays ISO). */

/**
 * An ISO date or date-time as the user's locale writes it. A date without a time is a calendar day, not UTC
 * midnight: formatted in UTC so it does not become the day before west of Greenwich. Unparseable: as it is.
 */
export function localDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  return date.toLocaleDateString(locale, { dateStyle: 'medium', ...(dayOnly ? { timeZone: 'UTC' } : {}) });
}

/** A BCP 47 tag as a language name in the user's locale ("de" -> "German (de)"); unknown tags as they are. */
export function languageName(tag: string, locale?: string): string {
  try {
    const name = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'language' }).of(tag);
    return name && name !== tag ? `${name} (${tag})` : tag;
  } catch {
    return tag;
  }
}

/** A count with the locale's digit grouping (12,345 / 12 345 / 12.345). */
export function localNumber(n: number, locale?: string): string {
  return n.toLocaleString(locale);
}
