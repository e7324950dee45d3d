// Labelled Blueprint inputs bound to react-hook-form, with the zod message (an `auth` key) translated at the field.
import { useState, type ReactNode } from 'react';
import { Button, FormGroup, HTMLSelect, InputGroup, Intent, type HTMLInputProps } from '@blueprintjs/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Shown under the field while it has no error. */
  helper?: ReactNode;
  disabled?: boolean;
}

interface TextFieldProps<T extends FieldValues> extends FieldProps<T> {
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: HTMLInputProps['inputMode'];
  maxLength?: number;
  placeholder?: string;
  autoFocus?: boolean;
  /** Rewrites what was typed or pasted before it is stored (e.g. digits only). */
  normalise?: (value: string) => string;
  large?: boolean;
  className?: string;
}

const fieldId = (name: string) => `field-${name.replace(/\W/g, '-')}`;

/** The error text: zod and setError messages are `auth` keys; anything else is shown as it is. */
function useMessage() {
  const { t } = useTranslation('auth');
  return (message: string | undefined) => (message ? t(message, { defaultValue: message }) : undefined);
}

export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { control, name, label, helper, type = 'text', normalise, large, className, ...input } = props;
  const { t } = useTranslation('auth');
  const message = useMessage();
  const [revealed, setRevealed] = useState(false);
  const id = fieldId(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = message(fieldState.error?.message);
        const intent = error ? Intent.DANGER : Intent.NONE;
        const helpText = error ?? helper;
        const revealLabel = revealed ? t('fields.hidePassword') : t('fields.showPassword');
        return (
          <FormGroup label={label} labelFor={id} intent={intent} helperText={helpText ? <span id={`${id}-help`}>{helpText}</span> : undefined}>
            <InputGroup
              {...input}
              id={id}
              className={className}
              size={large ? 'large' : 'medium'}
              name={field.name}
              type={type === 'password' && revealed ? 'text' : type}
              value={(field.value as string | undefined) ?? ''}
              onChange={(event) => field.onChange(normalise ? normalise(event.target.value) : event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              intent={intent}
              aria-invalid={!!error}
              aria-describedby={helpText ? `${id}-help` : undefined}
              rightElement={
                type === 'password' ? (
                  <Button
                    variant="minimal"
                    icon={revealed ? 'eye-off' : 'eye-open'}
                    aria-label={revealLabel}
                    title={revealLabel}
                    aria-pressed={revealed}
                    onClick={() => setRevealed((value) => !value)}
                  />
                ) : undefined
              }
            />
          </FormGroup>
        );
      }}
    />
  );
}

interface SelectFieldProps<T extends FieldValues> extends FieldProps<T> {
  options: { value: string | number; label: string }[];
  placeholder?: string;
  /** Turns the select's string back into the form's value type. */
  parse?: (value: string) => unknown;
}

export function SelectField<T extends FieldValues>({ control, name, label, helper, options, placeholder, parse, disabled }: SelectFieldProps<T>) {
  const message = useMessage();
  const id = fieldId(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = message(fieldState.error?.message);
        const helpText = error ?? helper;
        return (
          <FormGroup label={label} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={helpText ? <span id={`${id}-help`}>{helpText}</span> : undefined}>
            <HTMLSelect
              id={id}
              name={field.name}
              fill
              disabled={disabled}
              value={field.value === undefined || field.value === null ? '' : String(field.value)}
              onChange={(event) => field.onChange(event.target.value === '' ? undefined : parse ? parse(event.target.value) : event.target.value)}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-invalid={!!error}
              aria-describedby={helpText ? `${id}-help` : undefined}
              className={error ? 'auth-select--error' : undefined}
            >
              {placeholder !== undefined && (
                <option value="" disabled>
                  {placeholder}
                </option>
              )}
              {options.map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        );
      }}
    />
  );
}
