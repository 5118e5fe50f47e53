import type { ComponentProps } from 'react';
import {
  FormProvider,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

type FormProps<TFields extends FieldValues, TOutput> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid'
> & {
  form: UseFormReturn<TFields, unknown, TOutput>;
  /** Called with the checked values (the schema's output). */
  onValid: SubmitHandler<TOutput>;
  /** Called with the errors when the check fails (e.g. a toast, a focus). */
  onInvalid?: SubmitErrorHandler<TFields>;
};

/** `<form noValidate>` inside the form's FormProvider: fields find their state by name. */
export function Form<TFields extends FieldValues, TOutput>({
  form,
  onValid,
  onInvalid,
  children,
  ...props
}: FormProps<TFields, TOutput>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={form.handleSubmit(onValid, onInvalid)}>
        {children}
      </form>
    </FormProvider>
  );
}
