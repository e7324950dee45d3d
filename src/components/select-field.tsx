// A select on the one form-field wrapper (form-field.tsx).
import { HTMLSelect, Intent } from '@blueprintjs/core';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FieldProps } from './form-field';

interface SelectFieldProps<T extends FieldValues> extends FieldProps<T> {
  options: { value: string | number; label: string; lang?: string }[];
  placeholder?: string;
  /** Turns the select's string back into the form's value type. */
  parse?: (value: string) => unknown;
}

export function SelectField<T extends FieldValues>({ options, placeholder, parse, disabled, ...props }: SelectFieldProps<T>) {
  return (
    <FormField {...props}>
      {({ field, intent, a11y }) => (
        <HTMLSelect
          {...a11y}
          name={field.name}
          fill
          disabled={disabled}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onChange={(event) => field.onChange(event.target.value === '' ? undefined : parse ? parse(event.target.value) : event.target.value)}
          onBlur={field.onBlur}
          ref={field.ref}
          className={intent === Intent.DANGER ? 'form-select--error' : undefined}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={String(option.value)} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </HTMLSelect>
      )}
    </FormField>
  );
}
