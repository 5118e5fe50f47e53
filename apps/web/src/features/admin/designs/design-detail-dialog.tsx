import type { AdminDesign } from '@campus-threads/contract';
import { FileText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSchemaForm, useWatch } from '@/components/form';
import { Button } from '@/components/ui/button';
import { DialogContent } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date';
import { DesignEditSection } from './design-edit-section';
import {
  designEditResolver,
  editValuesOf,
  otherEditError,
  type DesignChanges,
} from './design-edit-values';
import { DesignFacts } from './design-facts';
import { DesignGallery } from './design-gallery';
import { DesignProofPanel } from './design-proof-panel';
import { DesignRemarks, remarkResolver } from './design-remarks';
import { DesignReviewFooter } from './design-review-footer';
import { designJson } from './designs';
import type { ReviewAction } from './review-dialog';

/**
 * Everything about one design for the admin (spec: seller-admin §2 "Design detail dialog"):
 * gallery, details, proof, remarks, the edit section and the review actions.
 */
export function DesignDetailDialog({
  design,
  startEditing = false,
  busy,
  onReview,
  onSaveEdit,
  onOpenColors,
}: {
  design: AdminDesign;
  startEditing?: boolean;
  busy: boolean;
  onReview: (action: ReviewAction, remark: string) => void;
  onSaveEdit: (json: string) => Promise<boolean>;
  onOpenColors: () => void;
}) {
  const [colorIndex, setColorIndex] = useState(0);
  const [imageIndex, setImageIndex] = useState(0);
  const [showProof, setShowProof] = useState(false);
  const [editing, setEditing] = useState(startEditing);
  const editForm = useSchemaForm({
    resolver: designEditResolver(design),
    defaultValues: editValuesOf(design),
  });
  const reviewAction = useRef<ReviewAction>('approve');
  const remarkForm = useSchemaForm({
    resolver: remarkResolver(() => reviewAction.current),
    defaultValues: { remark: '' },
  });

  // The edit shows one error at a time: any change drops it.
  const editValues = useWatch({ control: editForm.control });
  useEffect(() => editForm.clearErrors(), [editValues, editForm]);

  const review = (action: ReviewAction) => {
    reviewAction.current = action;
    void remarkForm.handleSubmit(
      ({ remark }) => onReview(action, remark),
      // The remarks box is in the details: bring it back to show what is missing.
      () => setShowProof(false),
    )();
  };

  const save = async (changes: DesignChanges) => {
    if (await onSaveEdit(designJson(design, changes))) setEditing(false);
  };
  const otherError = otherEditError(editForm.formState.errors);

  return (
    <DialogContent
      title={design.title}
      description={`Uploaded ${formatDateTime(design.createdAt)} by ${design.sellerName}`}
      className="max-w-5xl"
    >
      {showProof ? (
        <DesignProofPanel design={design} onBack={() => setShowProof(false)} />
      ) : (
        <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <DesignGallery
            design={design}
            perColor={editing ? 3 : 4}
            colorIndex={colorIndex}
            imageIndex={imageIndex}
            onColorIndex={setColorIndex}
            onImageIndex={setImageIndex}
          />

          <div className="min-w-0 space-y-5">
            <DesignFacts design={design} />
            {design.category !== 'casual' ? (
              <Button variant="secondary" size="sm" onClick={() => setShowProof(true)}>
                <FileText className="size-4" aria-hidden="true" /> View Proof of Authority
              </Button>
            ) : null}
            {editing ? <DesignEditSection form={editForm} onSave={save} /> : null}
            <DesignRemarks design={design} form={remarkForm} />
          </div>
        </div>
      )}

      <DesignReviewFooter
        design={design}
        editing={editing}
        busy={busy}
        onCancelEdit={() => {
          editForm.reset(editValuesOf(design));
          setEditing(false);
        }}
        onSave={() => void editForm.handleSubmit(save)()}
        onEdit={() => setEditing(true)}
        onOpenColors={onOpenColors}
        onReview={review}
      />
      {otherError ? <FieldError className="mt-3">{otherError}</FieldError> : null}
    </DialogContent>
  );
}
