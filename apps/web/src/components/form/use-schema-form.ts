import { zodResolver } from '@hookform/resolvers/zod';
import {
  set,
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** One error text per field name ('title', 'deliveryDetails.pinCode', 'variants.0.color'). */
export type FieldErrorTexts = Partial<Record<string, string | undefined>>;

type FormOptions<TFields extends FieldValues, TOutput> = Omit<
  UseFormProps<TFields, unknown, TOutput>,
  'resolver' | 'mode' | 'reValidateMode'
>;

/**
 * A form checked on submit only, the way every form of the app behaves: an edited field drops its
 * own error (FormField does that) and nothing is re-checked until the next submit; no focus jump
 * unless asked (`shouldFocusError: true`). Validated by the contract's zod `schema`, or by a
 * `resolver` (see `fieldErrorsResolver`) when the rules need more than one schema.
 */
export function useSchemaForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  options: FormOptions<z.input<TSchema>, z.output<TSchema>> & { schema: TSchema },
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>;
export function useSchemaForm<TFields extends FieldValues, TOutput = TFields>(
  options: FormOptions<TFields, TOutput> & { resolver: Resolver<TFields, unknown, TOutput> },
): UseFormReturn<TFields, unknown, TOutput>;
export function useSchemaForm(
  options: FormOptions<FieldValues, FieldValues> & {
    schema?: z.ZodType<FieldValues, FieldValues>;
    resolver?: Resolver<FieldValues, unknown, FieldValues>;
  },
) {
  const { schema, resolver, ...rest } = options;
  return useForm<FieldValues, unknown, FieldValues>({
    shouldFocusError: false,
    ...rest,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver: resolver ?? zodResolver(schema!),
  });
}

/**
 * A resolver from a check that returns one text per field and, when there is none, the values to
 * submit: for rules beyond a single schema (the served pin codes, one wizard step at a time).
 */
export function fieldErrorsResolver<TFields extends FieldValues, TOutput = TFields>(
  check: (values: TFields) => { errors: FieldErrorTexts; data: TOutput | null },
): Resolver<TFields, unknown, TOutput> {
  return (values) => {
    const { errors, data } = check(values);
    const found: FieldErrors<TFields> = {};
    for (const [name, message] of Object.entries(errors)) {
      if (message) set(found, name, { type: 'validate', message });
    }
    if (Object.keys(found).length === 0 && data !== null) return { values: data, errors: {} };
    return { values: {}, errors: found };
  };
}
