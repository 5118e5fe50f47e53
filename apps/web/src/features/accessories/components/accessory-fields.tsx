import {
  ACCESSORY_LIMITS,
  ALL_DEPARTMENTS,
  DEFAULT_ACCESSORY_WEIGHT_GRAMS,
  DELIVERY_LIMITS,
  PICKUP_ADDRESS_TEXTS,
} from '@campus-threads/contract';
import { useId } from 'react';
import { suggestionClient, SuggestionCombobox } from '@/features/suggestions';
import { FormField } from '@/components/ui/form-field';
import { Input, RUPEE_INPUT, Textarea } from '@/components/ui/input';
import { useAccessoryCategories, useAccessorySubcategories } from '../api/accessory-categories';
import {
  discountPreview,
  type AccessoryFormValues,
  type FieldErrors,
} from '../accessory-form-values';

type FieldsProps = {
  values: AccessoryFormValues;
  errors: FieldErrors;
  onChange: (patch: Partial<AccessoryFormValues>) => void;
};

/** Title, description, price and discount (wizard step 1; the edit dialog's first block). */
export function BasicInfoFields({ values, errors, onChange }: FieldsProps) {
  const percent = discountPreview(values);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Title" error={errors.title} className="sm:col-span-2">
        {(p) => (
          <Input
            {...p}
            value={values.title}
            maxLength={ACCESSORY_LIMITS.titleMax}
            placeholder="e.g. Department hoodie keychain"
            onChange={(e) => onChange({ title: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Description"
        error={errors.description}
        className="sm:col-span-2"
        hint={`At least ${ACCESSORY_LIMITS.descriptionMin} characters.`}
      >
        {(p) => (
          <Textarea
            {...p}
            value={values.description}
            maxLength={ACCESSORY_LIMITS.descriptionMax}
            placeholder="What it is, what it is made of, why students love it"
            onChange={(e) => onChange({ description: e.target.value })}
          />
        )}
      </FormField>
      <FormField label="Price (₹)" error={errors.price}>
        {(p) => (
          <Input
            {...p}
            {...RUPEE_INPUT}
            value={values.price}
            placeholder="299"
            onChange={(e) => onChange({ price: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Discount price (₹, optional)"
        error={errors.discountPrice}
        hint={
          percent !== null ? (
            <span className="font-medium text-success-700">{percent}% off for shoppers</span>
          ) : (
            'Leave empty or 0 for no discount.'
          )
        }
      >
        {(p) => (
          <Input
            {...p}
            {...RUPEE_INPUT}
            value={values.discountPrice}
            placeholder="249"
            onChange={(e) => onChange({ discountPrice: e.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-lg border border-zinc-200 bg-white px-3.5 py-3 hover:bg-zinc-50"
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-saffron-600"
      />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-ink-900">{label}</span>
        {hint ? <span className="block text-xs text-zinc-500">{hint}</span> : null}
      </span>
    </label>
  );
}

/** A text field offering the values already in use (a datalist), while any new one may be typed. */
function ListedTextField(props: {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  options: readonly string[] | undefined;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  const listId = useId();
  return (
    <>
      <FormField label={props.label} error={props.error} hint={props.hint}>
        {(p) => (
          <Input
            {...p}
            list={listId}
            value={props.value}
            maxLength={ACCESSORY_LIMITS.categoryMax + 10}
            placeholder={props.placeholder}
            autoComplete="off"
            onChange={(e) => props.onChange(e.target.value)}
          />
        )}
      </FormField>
      <datalist id={listId}>
        {(props.options ?? []).map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </>
  );
}

const loadUniversities = (query: string) => suggestionClient.get({ kind: 'universities', query });

/** Category, sub-category, stock, weight, university, department and the technical flag (wizard step 2). */
export function DetailFields({ values, errors, onChange }: FieldsProps) {
  const categories = useAccessoryCategories();
  const subcategories = useAccessorySubcategories(values.category);
  const loadDepartments = (query: string) =>
    suggestionClient.get({ kind: 'departments', query, universityName: values.universityName });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ListedTextField
        label="Category"
        hint="Pick one in use or type a new one."
        error={errors.category}
        value={values.category}
        options={categories.data}
        placeholder="e.g. Stationery"
        onChange={(category) => onChange({ category })}
      />
      <ListedTextField
        label="Sub-category"
        error={errors.subCategory}
        value={values.subCategory}
        options={subcategories.data}
        placeholder="e.g. Notebooks"
        onChange={(subCategory) => onChange({ subCategory })}
      />
      <FormField label="Stock" error={errors.stock} hint="How many you can sell right now.">
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.stock}
            placeholder="25"
            onChange={(e) => onChange({ stock: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={PICKUP_ADDRESS_TEXTS.weight}
        error={errors.weightGrams}
        hint={PICKUP_ADDRESS_TEXTS.weightHint}
      >
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={DELIVERY_LIMITS.weightMinGrams}
            max={DELIVERY_LIMITS.weightMaxGrams}
            step={1}
            value={values.weightGrams}
            placeholder={String(DEFAULT_ACCESSORY_WEIGHT_GRAMS)}
            onChange={(e) => onChange({ weightGrams: e.target.value })}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <SuggestionCombobox
          label="University"
          field="university"
          value={values.universityName}
          onChange={(universityName) => onChange({ universityName })}
          load={loadUniversities}
          placeholder="Start typing your university"
          error={errors.universityName}
        />
      </div>
      <div className="sm:col-span-2 grid gap-3">
        <Checkbox
          label={ALL_DEPARTMENTS}
          hint="For every student of the university, not one department."
          checked={values.isAllDepartments}
          onChange={(isAllDepartments) =>
            onChange({ isAllDepartments, departmentName: isAllDepartments ? ALL_DEPARTMENTS : '' })
          }
        />
        {values.isAllDepartments ? (
          <FormField label="Department">
            {(p) => <Input {...p} value={ALL_DEPARTMENTS} disabled readOnly />}
          </FormField>
        ) : (
          <SuggestionCombobox
            label="Department"
            field="department"
            value={values.departmentName}
            onChange={(departmentName) => onChange({ departmentName })}
            load={loadDepartments}
            placeholder="e.g. Computer Science"
            error={errors.departmentName}
          />
        )}
      </div>
      <div className="sm:col-span-2">
        <Checkbox
          label="Technical accessory"
          hint="Lab gear, tools and kits for technical courses."
          checked={values.isTechnical}
          onChange={(isTechnical) => onChange({ isTechnical })}
        />
      </div>
    </div>
  );
}
