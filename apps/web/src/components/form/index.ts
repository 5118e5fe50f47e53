/**
 * Forms, one way (docs/decisions/0044-forms-one-way.md): react-hook-form, checked by the contract's
 * zod schemas, through these pieces.
 *
 *   const form = useSchemaForm({ schema: profileUpdateSchema, defaultValues: { fullName: '' } });
 *   <Form form={form} onValid={(values) => save(values)} onInvalid={() => toast()} className="space-y-5">
 *     <FormField name="fullName" label="Full name" hint="As on your ID">
 *       {(control) => <Input {...control} autoComplete="name" />}
 *     </FormField>
 *     <FormFieldError name="images" />
 *   </Form>
 *
 * - `useSchemaForm({ schema | resolver, defaultValues, ...useForm options })`: checks on submit only;
 *   an edited field drops its own error and nothing is re-checked until the next submit; no focus
 *   jump unless `shouldFocusError: true`. Types come from the schema (input while edited, output
 *   on submit).
 * - `fieldErrorsResolver(check)`: a resolver from `check(values) => { errors: { name: text }, data }`
 *   for rules beyond one schema (served pin codes, one wizard step). `data` null means invalid.
 * - `<Form form onValid onInvalid ...formProps>`: FormProvider + `<form noValidate>`.
 * - `<FormField name label hint className labelAside sharedError>{(control) => …}</FormField>`: the
 *   labelled field of components/ui/form-field.tsx (same markup, same error text and place; a
 *   `sharedError` text is said once by the form, not under the field); `control`
 *   spreads onto an input, textarea or select (id, aria-invalid, aria-describedby, name, value,
 *   onChange, onBlur, ref). A checkbox or custom control reads `control.value` and calls
 *   `control.onChange(value)`.
 * - `useFieldError(name)` / `<FormFieldError name />`: the error of a control that is not a
 *   FormField (an image picker, a list editor); set it with `form.setError(name, { message })`.
 *   `errorText(form.formState.errors, name)` reads it where the provider is not around.
 * - react-hook-form itself is imported only in this folder (eslint `no-restricted-imports`): the
 *   hooks and types a custom control needs (`useWatch`, `useController`, `useFormContext`,
 *   `useFieldArray`, `UseFormReturn`, `FieldErrors`) are re-exported from here.
 */
export { Form } from './form';
export {
  errorText,
  FormField,
  FormFieldError,
  useFieldError,
  type FieldControl,
} from './form-field';
export { fieldErrorsResolver, useSchemaForm, type FieldErrorTexts } from './use-schema-form';
export {
  useController,
  useFieldArray,
  useFormContext,
  useWatch,
  type FieldErrors,
  type UseFormReturn,
} from 'react-hook-form';
