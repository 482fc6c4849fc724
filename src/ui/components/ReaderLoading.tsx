import { t } from '../i18n';

/**
 * The reader's loading state: shown from the reader tab's first paint (before its settings are read) while the
 * page is still being read, so a click on a large page answers at once.
 */
export function ReaderLoading() {
  return (
    <p class="reader-loading muted" role="status" aria-live="polite" data-testid="reader-loading">
      {t('readingPage')}
    </p>
  );
}
