import {
  createDropSchema,
  dropProblems,
  fromIndiaDateTimeInput,
  defaultDropDeadlineInput,
  DROP_LIMITS,
  type CreateDropInput,
  type Paise,
} from '@campus-threads/contract';
import type { FieldErrorTexts } from '@/components/form';
import type { ApiRequestError } from '@/lib/api-errors';

/** A price tier as typed: people and rupees each, as text. */
export type TierValues = { minQuantity: string; price: string };

/** The new-drop form as typed; the deadline is a `datetime-local` value in India time. */
export type NewDropValues = {
  title: string;
  description: string;
  deadline: string;
  minQuantity: string;
  maxQuantity: string;
  tiers: TierValues[];
};

/** What the rules need besides the form: the design, its price now and the clock. */
export type NewDropContext = {
  designId: string;
  /** What a shopper pays for the design now (its default colour, a running sale counted). */
  basePricePaise: Paise;
  now: Date;
  minLeadSeconds: number;
};

/** The form as it opens: the design's title, a deadline a week ahead, no tiers. */
export function newDropDefaults(designTitle: string, now: Date): NewDropValues {
  return {
    title: designTitle.slice(0, DROP_LIMITS.titleMax),
    description: '',
    deadline: defaultDropDeadlineInput(now),
    minQuantity: '',
    maxQuantity: '',
    tiers: [],
  };
}

/** A typed number; blank is no number at all, so the schema answers with the field's own text. */
const numberOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

/** The request body the form's values make (before any check). */
export function toDropBody(values: NewDropValues, designId: string): Record<string, unknown> {
  return {
    designId,
    title: values.title,
    description: values.description.trim() === '' ? undefined : values.description,
    deadline: fromIndiaDateTimeInput(values.deadline),
    minQuantity: numberOf(values.minQuantity),
    maxQuantity: values.maxQuantity.trim() === '' ? null : Number(values.maxQuantity),
    tiers: values.tiers.map((tier) => ({
      minQuantity: numberOf(tier.minQuantity),
      price: numberOf(tier.price),
    })),
  };
}

/**
 * The server's checks in the server's order: the contract's `createDropSchema`, then
 * `dropProblems` with the design's price and the clock. One text per field, named as the form
 * names them ('tiers.1.price'); `data` is the body to send when nothing is wrong.
 */
export function checkNewDrop(
  values: NewDropValues,
  context: NewDropContext,
): { errors: FieldErrorTexts; data: CreateDropInput | null } {
  const parsed = createDropSchema.safeParse(toDropBody(values, context.designId));
  const errors: FieldErrorTexts = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return { errors, data: null };
  }
  for (const problem of dropProblems(parsed.data, context))
    errors[problem.field] ??= problem.message;
  return { errors, data: Object.keys(errors).length === 0 ? parsed.data : null };
}

/**
 * A refused opening: the server's texts on the fields it names (422), else its one reason (403,
 * 404, 409) or what went wrong on the way.
 */
export function openRefusal(
  error: ApiRequestError | null,
  fallback: string,
): { fields: FieldErrorTexts; message: string | null } {
  const fields: FieldErrorTexts = {};
  for (const { field, message } of error?.fieldErrors ?? []) fields[field] ??= message;
  if (Object.keys(fields).length > 0) return { fields, message: null };
  if (error && [403, 404, 409, 422].includes(error.status) && error.serverMessage)
    return { fields, message: error.serverMessage };
  return { fields, message: error?.message ? `${fallback}: ${error.message}` : fallback };
}
