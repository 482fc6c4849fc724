import { t, type MessageKey } from '../i18n';

/**
 * A choice among a few values as radio buttons drawn as one segmented row (theme, alignment): arrows move and
 * choose, Tab leaves, as the browser does for any radio group.
 */
export function Segmented<V extends string>(props: {
  name: string; legend: MessageKey; value: V; choices: readonly { value: V; label: MessageKey }[]; onChange(value: V): void;
}) {
  return (
    <fieldset class="setting segmented">
      <legend class="setting-label">{t(props.legend)}</legend>
      <span class="segments">
        {props.choices.map((choice) => (
          <label key={choice.value} data-choice={choice.value}>
            <input type="radio" name={props.name} value={choice.value} checked={props.value === choice.value}
              data-choice-input={`${props.name}-${choice.value}`} onChange={() => props.onChange(choice.value)} />
            <span>{t(choice.label)}</span>
          </label>
        ))}
      </span>
    </fieldset>
  );
}
