import { CREDENTIAL_MESSAGES, CREDENTIAL_MIN_LENGTH } from '@campus-threads/contract';
import { useCallback, useRef, useState } from 'react';
import { suggestionClient, SuggestionCombobox } from '@/features/suggestions';
import { useFieldError } from '@/components/form';
import type { DesignWizard } from '../use-design-wizard';

type Props = Pick<DesignWizard, 'draft' | 'update'>;

const loadUniversities = (query: string) => suggestionClient.get({ kind: 'universities', query });
const loadEvents = (query: string) => suggestionClient.get({ kind: 'events', query });

/**
 * Where a hostel, university or event design belongs, with the suggestions the shopper's
 * credential dialog offers (the same client, lists and empty texts): a hostel is named with its
 * university, as the HOSTEL tile asks for both (decision 0036). Picking a university lists its
 * hostels or departments at once.
 */
export function PlaceFields({ draft, update }: Props) {
  // The contract checks the place as `additionalInfo.*`: its errors are kept under those names.
  const errors = {
    eventName: useFieldError('additionalInfo.eventName'),
    universityName: useFieldError('additionalInfo.universityName'),
    hostelName: useFieldError('additionalInfo.hostelName'),
    departmentName: useFieldError('additionalInfo.departmentName'),
  };
  const [blankLookup, setBlankLookup] = useState(0);
  const dependentRef = useRef<HTMLInputElement>(null);
  const university = useRef(draft.universityName);
  university.current = draft.universityName;
  const hostel = draft.category === 'hostel';

  const loadDependents = useCallback(
    (query: string) =>
      suggestionClient.get({
        kind: hostel ? 'hostels' : 'departments',
        query,
        universityName: university.current,
      }),
    [hostel],
  );

  if (draft.category === 'event') {
    return (
      <SuggestionCombobox
        label="Event name"
        field="event"
        placeholder="e.g. Techxetra 2026"
        value={draft.eventName}
        onChange={(eventName) => update({ eventName })}
        load={loadEvents}
        error={errors.eventName}
      />
    );
  }
  if (draft.category !== 'hostel' && draft.category !== 'university') return null;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SuggestionCombobox
        label="University name"
        field="university"
        placeholder="e.g. Tezpur University"
        value={draft.universityName}
        onChange={(universityName) => update({ universityName })}
        onSelect={(picked) => {
          if (picked.trim().length < CREDENTIAL_MIN_LENGTH) return;
          setBlankLookup((n) => n + 1);
          window.requestAnimationFrame(() => dependentRef.current?.focus());
        }}
        load={loadUniversities}
        error={errors.universityName}
      />
      {hostel ? (
        <SuggestionCombobox
          label="Hostel name"
          field="hostel"
          placeholder="e.g. Kapili Hostel"
          value={draft.hostelName}
          onChange={(hostelName) => update({ hostelName })}
          load={loadDependents}
          blankLookup={blankLookup}
          emptyHint={CREDENTIAL_MESSAGES.hostelEmptyHint}
          error={errors.hostelName}
          inputRef={dependentRef}
        />
      ) : (
        <SuggestionCombobox
          label="Department name"
          field="department"
          placeholder="e.g. Computer Science"
          value={draft.departmentName}
          onChange={(departmentName) => update({ departmentName })}
          load={loadDependents}
          blankLookup={blankLookup}
          emptyHint={CREDENTIAL_MESSAGES.departmentEmptyHint}
          error={errors.departmentName}
          inputRef={dependentRef}
        />
      )}
    </div>
  );
}
