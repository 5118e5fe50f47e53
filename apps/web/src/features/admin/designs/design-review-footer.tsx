import type { AdminDesign } from '@campus-threads/contract';
import { Palette, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import type { ReviewAction } from './review-dialog';

/**
 * The dialog's buttons: Save and Cancel while editing; for a pending design the spec's Close, Edit
 * Design, Approve, Reject (its prices are edited from the card's Edit Product Details); otherwise
 * Edit Prices, Color Discounts and Approve or Revoke Approval.
 */
export function DesignReviewFooter({
  design,
  editing,
  busy,
  onCancelEdit,
  onSave,
  onEdit,
  onOpenColors,
  onReview,
}: {
  design: AdminDesign;
  editing: boolean;
  busy: boolean;
  onCancelEdit: () => void;
  onSave: () => void;
  onEdit: () => void;
  onOpenColors: () => void;
  onReview: (action: ReviewAction) => void;
}) {
  return (
    <DialogFooter className="flex-wrap" data-testid="design-dialog-footer">
      <DialogClose asChild>
        <Button variant="secondary">Close</Button>
      </DialogClose>
      {editing ? (
        <>
          <Button variant="secondary" onClick={onCancelEdit}>
            Cancel
          </Button>
          <Button variant="dark" loading={busy} onClick={onSave}>
            Save
          </Button>
        </>
      ) : design.status === 'pending' ? (
        <>
          {design.category !== 'casual' ? (
            <Link
              to={`/dashboard/upload?editId=${encodeURIComponent(design.id)}`}
              className={buttonClasses('secondary')}
            >
              <Pencil className="size-4" aria-hidden="true" /> Edit Design
            </Link>
          ) : null}
          <Button variant="primary" loading={busy} onClick={() => onReview('approve')}>
            Approve
          </Button>
          <Button variant="danger" loading={busy} onClick={() => onReview('reject')}>
            Reject
          </Button>
        </>
      ) : (
        <>
          <Button variant="secondary" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" /> Edit Prices
          </Button>
          {design.colorVariants.length > 0 ? (
            <Button variant="secondary" onClick={onOpenColors}>
              <Palette className="size-4" aria-hidden="true" /> Color Discounts
            </Button>
          ) : null}
          {design.status === 'approved' ? (
            <Button variant="danger" loading={busy} onClick={() => onReview('revoke')}>
              Revoke Approval
            </Button>
          ) : (
            <Button variant="primary" loading={busy} onClick={() => onReview('approve')}>
              Approve
            </Button>
          )}
        </>
      )}
    </DialogFooter>
  );
}
