import { FileText, Upload, X } from 'lucide-react';
import { useId } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import type { DraftProof } from '../draft';
import { PROOF_ACCEPT } from '../file-rules';

type Props = {
  proof: DraftProof | null;
  error?: string | null;
  onChange: (file: File | null) => void;
};

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The proof of authority for hostel, university and event designs: one PDF of at most 1 MB. */
export function ProofPicker({ proof, error, onChange }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        Proof of authority (PDF)
      </label>
      <p className="text-xs text-zinc-500">
        A letter or ID showing you may sell this design. PDF only, at most 1 MB. Only you and our
        team can see it.
      </p>
      {proof ? (
        <div className="flex items-center gap-3 rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2.5">
          <FileText className="size-5 shrink-0 text-saffron-600" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-ink-900">
              {proof.kind === 'file' ? proof.file.name : 'Current proof on file'}
            </p>
            <p className="text-xs text-zinc-500">
              {proof.kind === 'file'
                ? sizeLabel(proof.file.size)
                : 'Kept unless you choose another file'}
            </p>
          </div>
          <button
            type="button"
            onClick={() => onChange(null)}
            className="flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-200 hover:text-ink-900"
            aria-label="Remove proof"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <label
        className={cn(
          'flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed px-4 py-4 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-saffron-500',
          error
            ? 'border-danger-500 bg-danger-50 text-danger-700'
            : 'border-zinc-300 bg-white text-ink-800 hover:border-saffron-500 hover:bg-saffron-50',
        )}
      >
        <Upload className="size-4" aria-hidden="true" />
        {proof ? 'Choose another PDF' : 'Choose a PDF'}
        <input
          id={id}
          type="file"
          accept={PROOF_ACCEPT}
          className="sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onChange(file);
          }}
        />
      </label>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
