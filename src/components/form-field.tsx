// The one form-field wrapper of the app (account pages, settings): a react-hook-form field in a Blueprint
// FormGroup with its label, the helper text or, in its place, the error (a zod or setError message: an i18n key of
// the form's namespace, translated at the field, so switching language re-translates it), the error intent, and
// the control's id, aria-invalid and aria-describedby. TextField (here) and SelectField (select-field.tsx, apart so
// that the login page does not load Blueprint's HTMLSelect) are the usual controls on it.
import { useId, useState, type ReactNode } from 'react';
import { Button, FormGroup, InputGroup, Intent, type HTMLInputProps } from '@blueprintjs/core';
import { Controller, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** The i18n namespace of the form's validation messages. */
  ns: string;
  label: string;
  labelInfo?: string;
  /** Shown under the field while it has no error. */
  helper?: ReactNode;
  disabled?: boolean;
}

/** What a control needs from its field. */
export interface FieldControl<T extends FieldValues> {
  field: ControllerRenderProps<T, Path<T>>;
  id: string;
  intent: Intent;
  /** Props for the control itself: its id and the accessible state of the field. */
  a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };
}

export function FormField<T extends FieldValues>({
  control,
  name,
  ns,
  label,
  labelInfo,
  helper,
  children,
}: FieldProps<T> & { children: (control: FieldControl<T>) => ReactNode }) {
  const { t } = useTranslation(ns);
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        // Messages are keys; a message that is not one (a server's own words) shows as it is.
        const error = message ? t(message, { defaultValue: message }) : undefined;
        const intent = error ? Intent.DANGER : Intent.NONE;
        const helpText = error ?? helper;
        const helpId = helpText ? `${id}-help` : undefined;
        return (
          <FormGroup label={label} labelFor={id} labelInfo={labelInfo} intent={intent} helperText={helpText ? <span id={helpId}>{helpText}</span> : undefined}>
            {children({ field, id, intent, a11y: { id, 'aria-invalid': Boolean(error), 'aria-describedby': helpId } })}
          </FormGroup>
        );
      }}
    />
  );
}

interface TextFieldProps<T extends FieldValues> extends FieldProps<T> {
  type?: 'text' | 'email' | 'password' | 'date';
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

/** A text input; a password gets a button that shows or hides what was typed. */
export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { control, name, ns, label, labelInfo, helper, type = 'text', normalise, large, className, ...input } = props;
  const { t } = useTranslation('common');
  const [revealed, setRevealed] = useState(false);
  const revealLabel = revealed ? t('fields.hidePassword') : t('fields.showPassword');
  return (
    <FormField control={control} name={name} ns={ns} label={label} labelInfo={labelInfo} helper={helper}>
      {({ field, intent, a11y }) => (
        <InputGroup
          {...input}
          {...a11y}
          className={className}
          size={large ? 'large' : 'medium'}
          name={field.name}
          type={type === 'password' && revealed ? 'text' : type}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(normalise ? normalise(event.target.value) : event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          intent={intent}
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
      )}
    </FormField>
  );
}
