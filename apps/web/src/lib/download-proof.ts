import { PROOF_DOWNLOAD_MESSAGES } from '@campus-threads/contract';
import { api, type DownloadResult } from '@/lib/api-client';
import { isApiRequestError } from '@/lib/api-errors';

const PROOF_MESSAGES = PROOF_DOWNLOAD_MESSAGES;

/**
 * Where the proof is fetched from: a same-site `/files/…` path, or an absolute address (http
 * upgraded to https unless it is this site), with a cache-busting `t`. Null when not a URL.
 */
export function proofRequestUrl(fileUrl: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(fileUrl, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const sameSite = url.origin === new URL(origin).origin;
  if (!sameSite && url.protocol === 'http:') url.protocol = 'https:';
  url.searchParams.set('t', String(Date.now()));
  return url.toString();
}

/** The file name a download keeps: from Content-Disposition, else from the path. */
export function proofFileName(disposition: string | null, fileUrl: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  if (plain) return plain;
  const last = fileUrl.split('?')[0]!.split('/').pop();
  return last && last.endsWith('.pdf') ? last : 'proof.pdf';
}

export type ProofDownloadResult = { ok: true; warning?: string } | { ok: false; message: string };

/**
 * The private proof PDF: fetched with the bearer token (never a plain link: the file needs the
 * seller's or an admin's login) and saved from a blob by `api.download` (spec: seller-admin §7
 * "Proof download").
 */
export async function downloadProof(fileUrl: string): Promise<ProofDownloadResult> {
  const requestUrl = proofRequestUrl(fileUrl, window.location.origin);
  if (!requestUrl) return { ok: false, message: PROOF_MESSAGES.invalidUrl };
  let result: DownloadResult;
  try {
    result = await api.download(requestUrl, {
      absolute: true,
      accept: 'application/pdf',
      credentials: 'include',
      fileName: (response) => proofFileName(response.headers.get('content-disposition'), fileUrl),
    });
  } catch (error) {
    if (isApiRequestError(error) && error.kind === 'http') {
      return [401, 403, 404].includes(error.status)
        ? { ok: false, message: `${PROOF_MESSAGES.failed}: ${PROOF_MESSAGES.accessDenied}` }
        : { ok: false, message: `${PROOF_MESSAGES.failed}: ${error.status}` };
    }
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `${PROOF_MESSAGES.failed}: ${reason}` };
  }
  if (result.size === 0) return { ok: false, message: PROOF_MESSAGES.empty };
  return result.contentType.includes('pdf')
    ? { ok: true }
    : { ok: true, warning: PROOF_MESSAGES.notPdf };
}
