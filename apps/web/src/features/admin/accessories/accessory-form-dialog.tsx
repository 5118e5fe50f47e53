import { ACCESSORY_STATUSES, type Accessory, type AccessoryStatus } from '@campus-threads/contract';
import { useState } from 'react';
import { AccessoryEditor, AccessoryEditorLoading } from '@/features/accessories';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { cn } from '@/lib/cn';
import { useAccessoryDetail, useSaveAccessory } from './accessories-api';
import { discountPreviewOf } from './accessory-rules';

const STATUS_OPTIONS = ACCESSORY_STATUSES.map((value) => ({
  value,
  label: value === 'active' ? 'Active (shown in the shop)' : 'Inactive (hidden from shoppers)',
}));

/** Under the prices: what shoppers pay, the saving and the percentage, or the rule it breaks. */
function DiscountPreviewLine({ price, discountPrice }: { price: string; discountPrice: string }) {
  const preview = discountPreviewOf(price, discountPrice);
  if (preview.kind === 'none') return null;
  return (
    <p
      data-discount-preview
      role={preview.kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg px-3.5 py-2.5 text-sm font-medium',
        preview.kind === 'error'
          ? 'bg-danger-50 text-danger-700'
          : 'bg-success-50 text-success-700',
      )}
    >
      {preview.kind === 'error'
        ? preview.text
        : `Shoppers pay ${preview.finalPrice}: ${preview.saving} off (${preview.percent}% discount)`}
    </p>
  );
}

/**
 * The admin's Add and Edit dialogs (spec: seller-admin §5 "Accessory add/edit (admin screen)"):
 * the shared editor plus the live discount preview, the status, and adding a new accessory (at
 * least one image on create, at most 5 in all; an edit appends to the existing ones).
 */
export function AccessoryFormDialog({
  accessoryId,
  onDone,
}: {
  /** null: Add Accessory. */
  accessoryId: string | null;
  onDone: () => void;
}) {
  if (accessoryId === null) return <AdminAccessoryEditor accessory={null} onDone={onDone} />;
  return <EditLoader accessoryId={accessoryId} onDone={onDone} />;
}

function EditLoader({ accessoryId, onDone }: { accessoryId: string; onDone: () => void }) {
  const query = useAccessoryDetail(accessoryId);
  if (!query.data) return <AccessoryEditorLoading query={query} />;
  return <AdminAccessoryEditor accessory={query.data} onDone={onDone} />;
}

function AdminAccessoryEditor({
  accessory,
  onDone,
}: {
  accessory: Accessory | null;
  onDone: () => void;
}) {
  const save = useSaveAccessory();
  const [status, setStatus] = useState<AccessoryStatus>(accessory?.status ?? 'active');
  return (
    <AccessoryEditor
      accessory={accessory}
      onSave={(body) => save.mutateAsync({ accessoryId: accessory?.accessoryId ?? null, body })}
      onDone={onDone}
      status={status}
      priceNote={(values) => (
        <DiscountPreviewLine price={values.price} discountPrice={values.discountPrice} />
      )}
      extraFields={
        <LabelledSelect
          label="Status"
          selectClassName="capitalize"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
      }
      showSaveError
      dropzone
      addLabel={accessory ? 'Add more' : 'Add images'}
      retryHint="Press Save again to retry the failed image."
    />
  );
}
