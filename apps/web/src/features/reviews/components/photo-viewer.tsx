import { Dialog, DialogContent } from '@/components/ui/dialog';

/** A review photo at full size in a dialog (its code loads on the first thumbnail pressed). */
export function PhotoViewer({
  photo,
  title,
  onClose,
}: {
  photo: { url: string } | null;
  title: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={photo !== null} onOpenChange={(next) => !next && onClose()}>
      {photo ? (
        <DialogContent title={title} className="max-w-3xl">
          <img
            src={photo.url}
            alt={title}
            className="mx-auto max-h-[75dvh] w-auto rounded-lg object-contain"
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
