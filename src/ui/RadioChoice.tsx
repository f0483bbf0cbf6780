/**
 * A row of buttons that act as one radio group (a "segmented" control, styled in controls.css):
 * one option checked, each a button with role="radio" for assistive technology; Tab reaches the
 * checked one, arrow keys move the choice.
 */
import type { Ref } from 'react';
import { moveWithArrows } from './arrowKeys.ts';

export interface RadioOption<T> {
  value: T;
  label: string;
}

interface RadioChoiceProps<T> {
  label: string;
  // The checked value decides T; options and onChange must fit it.
  options: readonly RadioOption<NoInfer<T>>[];
  value: T;
  onChange(value: NoInfer<T>): void;
  /** The group's element (RegionChoice puts the focus back on the checked radio). */
  ref?: Ref<HTMLDivElement>;
}

export function RadioChoice<T extends string | number>({
  label,
  options,
  value,
  onChange,
  ref,
}: RadioChoiceProps<T>) {
  return (
    <div ref={ref} className="segmented" role="radiogroup" aria-label={label} onKeyDown={moveWithArrows}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          tabIndex={value === option.value || !options.some((other) => other.value === value) ? 0 : -1}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
