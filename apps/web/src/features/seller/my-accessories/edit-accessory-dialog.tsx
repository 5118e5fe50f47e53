import { AccessoryEditor, AccessoryEditorLoading } from '@/features/accessories';
import { useAccessoryForEdit } from '../api/get-accessory-for-edit';
import { useUpdateAccessory } from '../api/update-accessory';

/**
 * The seller's Edit dialog (spec: seller-admin §5 "Accessory edit"): loads the accessory with its
 * full images (a list only has thumbnails), then the shared editor; status stays as it was.
 */
export function EditAccessoryDialog({
  accessoryId,
  onDone,
}: {
  accessoryId: string;
  onDone: () => void;
}) {
  const query = useAccessoryForEdit(accessoryId);
  const update = useUpdateAccessory();
  if (!query.data) return <AccessoryEditorLoading query={query} />;
  return (
    <AccessoryEditor
      accessory={query.data}
      onSave={(body) => update.mutateAsync({ accessoryId, body })}
      onDone={onDone}
      retryHint="Press Save Changes to try the failed image again."
    />
  );
}
