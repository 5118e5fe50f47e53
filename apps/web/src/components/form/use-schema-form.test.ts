import { describe, expect, it } from 'vitest';
import { fieldErrorsResolver } from './use-schema-form';

type Values = { title: string; variants: { color: string }[] };
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('fieldErrorsResolver', () => {
  const resolver = fieldErrorsResolver<Values, { title: string }>((values) =>
    values.title
      ? { errors: {}, data: { title: values.title.trim() } }
      : {
          errors: {
            title: 'Title is required',
            'variants.0.color': 'Pick a colour',
            other: undefined,
          },
          data: null,
        },
  );

  it('gives each named field its text, nested names included', async () => {
    const result = await resolver({ title: '', variants: [{ color: '' }] }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      title: { type: 'validate', message: 'Title is required' },
      variants: [{ color: { type: 'validate', message: 'Pick a colour' } }],
    });
  });

  it('hands on the checked values when there is no error', async () => {
    const result = await resolver({ title: ' Tee ', variants: [] }, undefined, options);
    expect(result).toEqual({ values: { title: 'Tee' }, errors: {} });
  });
});
