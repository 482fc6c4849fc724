import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n';

/**
 * A modal `<dialog>`: the browser keeps the focus inside, Escape closes it (before the reader's own Escape, which
 * leaves open dialogs alone), and the focus goes back where it was. Its heading names it.
 */
export function ModalDialog(props: { id: string; title: string; open: boolean; onClose: () => void; testId: string; children: ComponentChildren }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog ref={ref} class="reader-dialog" aria-labelledby={`${props.id}-title`} data-testid={props.testId} onClose={props.onClose}>
      <div class="dialog-head">
        <h2 id={`${props.id}-title`}>{props.title}</h2>
        <button type="button" class="dismiss" aria-label={t('closeDialog')} title={t('closeDialog')} onClick={props.onClose}>×</button>
      </div>
      {props.children}
    </dialog>
  );
}
