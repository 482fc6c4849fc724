import type { PithError } from '../../extension/result';

export function ErrorBox(props: { error: PithError; children?: preact.ComponentChildren }) {
  return (
    <div class="error" role="alert" data-testid="error" data-code={props.error.code}>
      {props.error.message}
      {props.children}
    </div>
  );
}
