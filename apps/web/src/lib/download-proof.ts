import { PROOF_DOWNLOAD_MESSAGES } from '@campus-threads/contract';
import { getToken } from '@/lib/token';

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
 * seller's or an admin's login) and saved from a blob (spec: seller-admin §7 "Proof download").
 */
export async function downloadProof(fileUrl: string): Promise<ProofDownloadResult> {
  const requestUrl = proofRequestUrl(fileUrl, window.location.origin);
  if (!requestUrl) return { ok: false, message: PROOF_MESSAGES.invalidUrl };
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(requestUrl, {
      headers: {
        Accept: 'application/pdf',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'include',
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `${PROOF_MESSAGES.failed}: ${reason}` };
  }
  if (response.status === 401 || response.status === 403 || response.status === 404) {
    return { ok: false, message: `${PROOF_MESSAGES.failed}: ${PROOF_MESSAGES.accessDenied}` };
  }
  if (!response.ok) return { ok: false, message: `${PROOF_MESSAGES.failed}: ${response.status}` };
  const blob = await response.blob();
  if (blob.size === 0) return { ok: false, message: PROOF_MESSAGES.empty };
  const type = response.headers.get('content-type') ?? '';
  const name = proofFileName(response.headers.get('content-disposition'), fileUrl);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return type.includes('pdf') ? { ok: true } : { ok: true, warning: PROOF_MESSAGES.notPdf };
}
