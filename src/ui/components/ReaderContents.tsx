import type { Section } from '../reader/sections';
import { goToSection } from '../reader/sections';
import { t } from '../i18n';
import { ModalDialog } from './ModalDialog';

/**
 * The article's contents: its headings as links, the section being read marked as the current one. Choosing one
 * closes the list and moves to that section (scroll and focus).
 */
export function ReaderContents(props: { sections: readonly Section[]; current: number; open: boolean; onClose: () => void }) {
  return (
    <ModalDialog id="contents" title={t('contentsHeading')} open={props.open} onClose={props.onClose} testId="contents">
      <nav aria-labelledby="contents-title">
        <ol class="contents">
          {props.sections.map((section, i) => (
            <li key={section.id} class={`depth-${Math.min(section.depth, 4)}`}>
              <a href={`#${section.id}`} aria-current={i === props.current ? 'location' : undefined} onClick={(event) => {
                event.preventDefault();
                // Closed first: closing gives the focus back to what opened the list, and it must go to the section.
                event.currentTarget.closest('dialog')?.close();
                goToSection(section);
              }}>{section.text}</a>
            </li>
          ))}
        </ol>
      </nav>
    </ModalDialog>
  );
}
