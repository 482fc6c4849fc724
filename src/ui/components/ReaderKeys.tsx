import { t, type MessageKey } from '../i18n';
import { ModalDialog } from './ModalDialog';

/** The reader's keys as the keyboard shows them, each with what it does. */
export const READER_KEYS: readonly { keys: readonly string[]; what: MessageKey }[] = [
  { keys: ['j', '→'], what: 'keyNextSection' },
  { keys: ['k', '←'], what: 'keyPreviousSection' },
  { keys: ['c'], what: 'keyContents' },
  { keys: ['n'], what: 'keyReadAloud' },
  { keys: ['Esc'], what: 'keyBack' },
  { keys: ['?'], what: 'keyKeys' },
];

export function ReaderKeys(props: { open: boolean; onClose: () => void; keys: typeof READER_KEYS }) {
  return (
    <ModalDialog id="keys" title={t('keysHeading')} open={props.open} onClose={props.onClose} testId="keys">
      <dl class="keys">
        {props.keys.map((key) => (
          <div key={key.what}>
            <dt>{key.keys.map((k, i) => <>{i > 0 && ' '}<kbd>{k}</kbd></>)}</dt>
            <dd>{t(key.what)}</dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
}
