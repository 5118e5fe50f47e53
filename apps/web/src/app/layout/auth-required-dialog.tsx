import { GENERIC_MESSAGES } from '@campus-threads/contract';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';

type AuthRequiredDialogProps = { open: boolean; onCancel: () => void; onLogin: () => void };

/** 'Authentication Required' with Cancel and Login (footer collection links, signed out). */
export function AuthRequiredDialog({ open, onCancel, onLogin }: AuthRequiredDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent
        title={GENERIC_MESSAGES.authRequiredTitle}
        description="Please log in to browse hostel, university, event and accessory collections made for your campus."
        hideClose
      >
        <div className="flex items-center gap-3 rounded-lg bg-saffron-50 p-3 text-sm text-saffron-700">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          We&apos;ll bring you right back here after you log in.
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button onClick={onLogin}>Login</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
