import type { JSX } from 'preact';
import { Icon, type IconName } from './Icon';

type ButtonProps = Omit<JSX.ButtonHTMLAttributes<HTMLButtonElement>, 'icon' | 'label'>;

/**
 * A toolbar button shown as an icon: its name is `aria-label` for screen readers and `title` for the mouse, and
 * styles/base.css shows the same name beside it on keyboard focus, where no tooltip appears.
 */
export function IconButton(props: ButtonProps & { icon: IconName; label: string; showLabel?: boolean }) {
  const { icon, label, showLabel, class: className, ...rest } = props;
  return (
    <button type="button" {...rest} class={`icon-button${showLabel ? ' with-label' : ''}${className ? ` ${className}` : ''}`}
      aria-label={label} title={label}>
      <Icon name={icon} />
      {showLabel && <span aria-hidden="true">{label}</span>}
    </button>
  );
}
