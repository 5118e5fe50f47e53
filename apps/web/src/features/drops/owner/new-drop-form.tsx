import {
  DEFAULT_DROP_MIN_LEAD_SECONDS,
  DROP_LIMITS,
  DROP_MESSAGES,
  DROP_OWNER_MESSAGES,
  formatRupeesShort,
  leadTimeText,
  type CreateDropInput,
  type Paise,
} from '@campus-threads/contract';
import { Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fieldErrorsResolver, Form, FormField, useSchemaForm } from '@/components/form';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { isApiRequestError } from '@/lib/api-errors';
import { focusFirstError } from '@/lib/focus-first-error';
import { notify } from '@/lib/notify';
import { useSiteSettings } from '@/lib/site-settings';
import { useOpenDrop } from '../api/open-drop';
import { checkNewDrop, newDropDefaults, openRefusal, type NewDropValues } from './new-drop-values';
import { TiersEditor } from './tiers-editor';

/**
 * The new drop's fields, checked on submit by the server's own rules (`checkNewDrop`: the
 * contract's schema, then `dropProblems` with the design's price now); the server's refusals land
 * on the fields they name. Opened, it goes to /dashboard/drops with the link to share.
 */
export function NewDropForm({
  designId,
  designTitle,
  basePricePaise,
}: {
  designId: string;
  designTitle: string;
  basePricePaise: Paise;
}) {
  const navigate = useNavigate();
  const open = useOpenDrop();
  const root = useRef<HTMLDivElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The server's DROP_MIN_LEAD_SECONDS, from GET /api/settings (decision 0054).
  const minLeadSeconds =
    useSiteSettings().data?.dropMinLeadSeconds ?? DEFAULT_DROP_MIN_LEAD_SECONDS;
  const lead = useRef(minLeadSeconds);
  lead.current = minLeadSeconds;
  const form = useSchemaForm({
    resolver: fieldErrorsResolver<NewDropValues, CreateDropInput>((values) =>
      checkNewDrop(values, {
        designId,
        basePricePaise,
        now: new Date(),
        minLeadSeconds: lead.current,
      }),
    ),
    defaultValues: newDropDefaults(designTitle, new Date()),
  });

  const submit = (body: CreateDropInput) => {
    setRefusal(null);
    open.mutate(body, {
      onSuccess: (drop) => {
        notify.success(DROP_MESSAGES.opened);
        void navigate('/dashboard/drops', {
          state: { opened: { slug: drop.slug, title: drop.title } },
        });
      },
      onError: (error) => {
        const { fields, message } = openRefusal(
          isApiRequestError(error) ? error : null,
          DROP_OWNER_MESSAGES.openFailed,
        );
        for (const [name, text] of Object.entries(fields))
          if (text) form.setError(name as keyof NewDropValues, { message: text });
        setRefusal(message);
        focusFirstError(root.current);
      },
    });
  };

  return (
    <div ref={root}>
      <Form
        form={form}
        onValid={submit}
        onInvalid={() => focusFirstError(root.current)}
        className="space-y-5 rounded-2xl border border-zinc-200 bg-white p-4 shadow-card sm:p-6"
      >
        <FormField<NewDropValues>
          name="title"
          label="Title"
          hint="What people see on the drop page, e.g. Hostel 7 Fest Tee."
        >
          {(c) => <Input {...c} maxLength={DROP_LIMITS.titleMax + 10} autoComplete="off" />}
        </FormField>
        <FormField<NewDropValues>
          name="description"
          label="Description (optional)"
          hint="Who it is for and when the shirts are needed."
        >
          {(c) => <Textarea {...c} rows={3} maxLength={DROP_LIMITS.descriptionMax + 10} />}
        </FormField>
        <FormField<NewDropValues>
          name="deadline"
          label="Deadline"
          hint={DROP_OWNER_MESSAGES.deadlineHint(leadTimeText(minLeadSeconds))}
        >
          {(c) => <Input {...c} type="datetime-local" />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField<NewDropValues>
            name="minQuantity"
            label="Fewest people"
            hint="Below this at the deadline, everyone is refunded."
          >
            {(c) => <Input {...c} type="number" inputMode="numeric" min={1} step={1} />}
          </FormField>
          <FormField<NewDropValues>
            name="maxQuantity"
            label="Most people (optional)"
            hint="Leave empty for no limit."
          >
            {(c) => <Input {...c} type="number" inputMode="numeric" min={1} step={1} />}
          </FormField>
        </div>
        <p className="rounded-lg border border-saffron-500/20 bg-saffron-50 px-3.5 py-2.5 text-sm text-ink-800">
          {DROP_OWNER_MESSAGES.priceNote(formatRupeesShort(basePricePaise))}
        </p>
        <TiersEditor />
        {refusal ? <FormAlert>{refusal}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-2 border-t border-zinc-200 pt-5 sm:flex-row sm:justify-end">
          <Link to="/dashboard/drops" className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <Button type="submit" variant="primary" loading={open.isPending}>
            <Users className="size-4" aria-hidden="true" /> Open drop
          </Button>
        </div>
      </Form>
    </div>
  );
}
