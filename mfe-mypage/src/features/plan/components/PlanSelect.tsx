import { useId } from 'react';

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
  return (
    <div className="plan-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="plan-select"
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = options.find((option) => String(option) === event.target.value);
          if (chosen !== undefined) onChange(chosen);
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
