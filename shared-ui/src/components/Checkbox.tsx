import { useId, type ComponentPropsWithoutRef } from 'react';
import { classNames } from '../classNames';
import './Checkbox.css';

export type CheckboxProps = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'type'> & {
  /** The visible label; clicking it toggles the box, and it names the box for assistive tech. */
  label: string;
};

/** A labelled checkbox (agreeing to terms, writing anonymously) with a phone-sized tap target. */
export function Checkbox({ label, className, ...inputProps }: CheckboxProps) {
  const id = useId();
  return (
    <div className={classNames('su-checkbox', className)}>
      <input id={id} type="checkbox" className="su-checkbox__input" {...inputProps} />
      <label htmlFor={id} className="su-checkbox__label">
        {label}
      </label>
    </div>
  );
}
