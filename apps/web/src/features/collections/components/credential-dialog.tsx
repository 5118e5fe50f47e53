import {
  CREDENTIAL_MESSAGES,
  CREDENTIAL_MIN_LENGTH,
  type CredentialCategory,
} from '@campus-threads/contract';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { suggestionClient, SuggestionCombobox } from '@/features/suggestions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import {
  CREDENTIAL_DIALOG_TITLES,
  CREDENTIAL_FIELDS,
  EMPTY_CREDENTIALS,
  credentialPath,
  detailsFromValues,
  validateCredentials,
  type CredentialDetails,
  type CredentialErrors,
  type CredentialField,
  type CredentialNavState,
  type CredentialValues,
} from '../credentials';

export type CredentialDialogProps = {
  category: CredentialCategory;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Called with the /credential address and details on Continue. By default the dialog goes
   * there (passing the details in navigation state too) and closes.
   */
  onSubmit?: (path: string, details: CredentialDetails) => void;
};

const DESCRIPTIONS: Record<CredentialCategory, string> = {
  hostel: 'Pick your university and hostel to see the designs made for it.',
  university: 'Pick your university and department to see their t-shirts.',
  accessories: 'Pick your university and department to see accessories made for them.',
  event: 'Type the fest, match or event to see its merch.',
};

/**
 * The credential dialog (spec: storefront §2, §5). Its form mounts each time the dialog opens,
 * so opening starts from an empty form, empty suggestions and an empty suggestion cache.
 */
export function CredentialDialog({
  category,
  open,
  onOpenChange,
  onSubmit,
}: CredentialDialogProps) {
  const navigate = useNavigate();
  const submit =
    onSubmit ??
    ((path: string, details: CredentialDetails) => {
      const state: CredentialNavState = { credentials: details };
      onOpenChange(false);
      void navigate(path, { state });
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={CREDENTIAL_DIALOG_TITLES[category]}
        description={DESCRIPTIONS[category]}
        className="sm:max-w-lg"
        onEscapeKeyDown={(event) => {
          // Escape first closes an open suggestion list, then the dialog.
          const el = document.activeElement;
          if (
            el?.getAttribute('role') === 'combobox' &&
            el.getAttribute('aria-expanded') === 'true'
          ) {
            event.preventDefault();
          }
        }}
      >
        <CredentialForm
          category={category}
          onCancel={() => onOpenChange(false)}
          onSubmit={submit}
        />
      </DialogContent>
    </Dialog>
  );
}

function CredentialForm({
  category,
  onCancel,
  onSubmit,
}: {
  category: CredentialCategory;
  onCancel: () => void;
  onSubmit: (path: string, details: CredentialDetails) => void;
}) {
  const [values, setValues] = useState<CredentialValues>(EMPTY_CREDENTIALS);
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [blankLookup, setBlankLookup] = useState(0);
  const lookedUpFor = useRef('');
  const universityRef = useRef<HTMLInputElement>(null);
  const dependentRef = useRef<HTMLInputElement>(null);
  const eventRef = useRef<HTMLInputElement>(null);

  useEffect(() => suggestionClient.reset(), []);

  const universityField: CredentialField =
    category === 'hostel' ? 'hostelUniversityName' : 'universityName';
  const dependentField: CredentialField = category === 'hostel' ? 'hostelName' : 'departmentName';
  const university = values[universityField];
  const universityNow = useRef(university);
  universityNow.current = university;

  const set = (field: CredentialField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** A new university empties the hostel/department and lists that university's entries. */
  const changeUniversity = (value: string) => {
    setValues((v) =>
      v[universityField] === value ? v : { ...v, [universityField]: value, [dependentField]: '' },
    );
    if (errors[universityField]) setErrors((e) => ({ ...e, [universityField]: undefined }));
  };
  const lookUpDependents = (universityName: string, force: boolean) => {
    const name = universityName.trim();
    if (name.length < CREDENTIAL_MIN_LENGTH) return;
    if (!force && name.toLowerCase() === lookedUpFor.current) return;
    lookedUpFor.current = name.toLowerCase();
    setBlankLookup((n) => n + 1);
  };

  const loadUniversities = useCallback(
    (query: string) => suggestionClient.get({ kind: 'universities', query }),
    [],
  );
  const loadDependents = useCallback(
    (query: string) =>
      suggestionClient.get({
        kind: category === 'hostel' ? 'hostels' : 'departments',
        query,
        universityName: universityNow.current,
      }),
    [category],
  );
  const loadEvents = useCallback(
    (query: string) => suggestionClient.get({ kind: 'events', query }),
    [],
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCredentials(category, values);
    setErrors(found);
    const first = CREDENTIAL_FIELDS[category].find((f) => found[f]);
    if (first) {
      const ref =
        first === universityField ? universityRef : first === 'eventName' ? eventRef : dependentRef;
      ref.current?.focus();
      return;
    }
    const details = detailsFromValues(category, values);
    onSubmit(credentialPath(category, details), details);
  };

  const dependentIsHostel = category === 'hostel';

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      {category === 'event' ? (
        <SuggestionCombobox
          label="Event name"
          field="event"
          placeholder="e.g. Alcheringa"
          value={values.eventName}
          onChange={(v) => set('eventName', v)}
          load={loadEvents}
          error={errors.eventName}
          inputRef={eventRef}
          autoFocus
        />
      ) : (
        <>
          <SuggestionCombobox
            label="University name"
            field="university"
            placeholder="e.g. Tezpur University"
            value={university}
            onChange={changeUniversity}
            onSelect={(picked) => {
              lookUpDependents(picked, true);
              window.requestAnimationFrame(() => dependentRef.current?.focus());
            }}
            onBlur={() => lookUpDependents(universityNow.current, false)}
            load={loadUniversities}
            error={errors[universityField]}
            inputRef={universityRef}
            autoFocus
          />
          <SuggestionCombobox
            label={dependentIsHostel ? 'Hostel name' : 'Department name'}
            field={dependentIsHostel ? 'hostel' : 'department'}
            placeholder={dependentIsHostel ? 'e.g. Kopili Hostel' : 'e.g. Computer Science'}
            value={values[dependentField]}
            onChange={(v) => set(dependentField, v)}
            load={loadDependents}
            blankLookup={blankLookup}
            emptyHint={
              dependentIsHostel
                ? CREDENTIAL_MESSAGES.hostelEmptyHint
                : CREDENTIAL_MESSAGES.departmentEmptyHint
            }
            error={errors[dependentField]}
            inputRef={dependentRef}
          />
        </>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary">
          Continue
        </Button>
      </DialogFooter>
    </form>
  );
}

export default CredentialDialog;
