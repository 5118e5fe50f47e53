import type { ChangeEvent, ReactNode, Ref } from 'react';
import {
  get,
  useController,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { FieldError, FormField as LabelledField } from '@/components/ui/form-field';

/** What a field hands its control: the label's id, the aria wiring and the value binding. */
export type FieldControl = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a text, a number, a boolean: the control knows
  value: any;
  /** Takes a change event or the new value. */
  onChange: (
    eventOrValue: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement> | unknown,
  ) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>;
};

type FormFieldProps<TFields extends FieldValues> = {
  name: FieldPath<TFields>;
  label: string;
  hint?: ReactNode;
  className?: string;
  /** Extra element on the label row (e.g. a "Forgot?" link). */
  labelAside?: ReactNode;
  /**
   * A text the form says once for all its fields (the auth forms' 'Please fill in all fields'):
   * this field keeps it as its error but does not repeat it under its control.
   */
  sharedError?: string;
  children: (control: FieldControl) => ReactNode;
};

/**
 * The labelled field of components/ui/form-field.tsx bound to the form's `name`: its error under
 * the control (role="alert"), the hint otherwise. Changing the value drops the field's error.
 */
export function FormField<TFields extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  className,
  labelAside,
  sharedError,
  children,
}: FormFieldProps<TFields>) {
  const { field, fieldState } = useController<TFields>({ name });
  const { clearErrors } = useFormContext<TFields>();
  const message = fieldState.error?.message;
  const error = message !== sharedError ? message : undefined;
  return (
    <LabelledField
      label={label}
      error={error}
      hint={hint}
      className={className}
      labelAside={labelAside}
    >
      {(aria) =>
        children({
          ...aria,
          name: field.name,
          value: field.value,
          onBlur: field.onBlur,
          ref: field.ref,
          onChange: (eventOrValue) => {
            field.onChange(eventOrValue);
            if (fieldState.error) clearErrors(name);
          },
        })
      }
    </LabelledField>
  );
}

/** The error text at `name` in a form's `errors` (outside the form's provider). */
export function errorText(errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** The error text of `name`, for controls inside a Form that are not a FormField. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return errorText(errors, name);
}

/** The error of `name` in the place a custom control shows it (role="alert"); nothing without one. */
export function FormFieldError({ name, className }: { name: string; className?: string }) {
  const error = useFieldError(name);
  return error ? <FieldError className={className}>{error}</FieldError> : null;
}
