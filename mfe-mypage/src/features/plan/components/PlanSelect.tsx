import { useId } from 'react';
import { useHydrated } from '@smunity/shared-ui';

interface PlanSelectProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  disabled: boolean;
  /** The chosen option, typed as the options are (a select's value is always text). */
  onChange: (option: T) => void;
}

/** One labelled choice of the plan's conditions (졸업 목표 학기, 학기당 최대 학점). */
export function PlanSelect<T extends string | number>({
  label,
  value,
  options,
  optionLabel,
  disabled,
  onChange,
}: PlanSelectProps<T>) {
  const id = useId();
  // The page arrives rendered by the server. A choice made before React takes the select over
  // would be undone by hydration (it sets the select to `value`) and then reported as a change
  // to the old value, so the select waits for the browser's code, as a prerendered form's
  // submit does (docs/adr/0041).
  const hydrated = useHydrated();
  return (
    <div className="plan-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="plan-select"
        value={value}
        disabled={disabled || !hydrated}
        onChange={(event) => {
          const chosen = options.find((option) => String(option) === event.target.value);
          // Choosing what is already chosen changes nothing, and is not announced as a change.
          if (chosen !== undefined && chosen !== value) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
