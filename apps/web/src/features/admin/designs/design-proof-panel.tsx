import { PROOF_DOWNLOAD_MESSAGES, type AdminDesign } from '@campus-threads/contract';
import { ArrowLeft, Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadProof } from '@/lib/download-proof';
import { notify } from '@/lib/notify';
import { designPlace, needsProof } from './designs';

/** The proof of authority: a Download PDF panel in place of the details (spec §2, §8). */
export function DesignProofPanel({ design, onBack }: { design: AdminDesign; onBack: () => void }) {
  const [busy, setBusy] = useState(false);
  const url = design.proofFileUrl;
  return (
    <section aria-label="Proof of authority" className="space-y-4">
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-zinc-200 bg-zinc-50 px-6 py-10 text-center">
        <FileText className="size-12 text-saffron-600" aria-hidden="true" />
        <p className="text-base font-semibold text-ink-900">Proof of authority (PDF)</p>
        {url ? (
          <>
            <p className="max-w-sm text-sm text-zinc-600">
              The document the seller uploaded to show they may sell this{' '}
              {designPlace(design)?.label.toLowerCase() ?? 'design'}’s design. It opens in your PDF
              viewer once downloaded.
            </p>
            <Button
              variant="dark"
              loading={busy}
              onClick={async () => {
                setBusy(true);
                const result = await downloadProof(url);
                setBusy(false);
                if (!result.ok) return notify.error(result.message);
                if (result.warning) notify.info(result.warning);
                notify.success(PROOF_DOWNLOAD_MESSAGES.started);
              }}
            >
              <Download className="size-4" aria-hidden="true" /> Download PDF
            </Button>
          </>
        ) : (
          <p className="max-w-sm text-sm text-danger-700">
            {needsProof(design)
              ? PROOF_DOWNLOAD_MESSAGES.missingForCredential
              : PROOF_DOWNLOAD_MESSAGES.none}
          </p>
        )}
      </div>
      <Button variant="secondary" size="sm" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to details
      </Button>
    </section>
  );
}
