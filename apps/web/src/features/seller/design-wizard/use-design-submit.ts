import { DESIGN_FORM_MESSAGES } from '@campus-threads/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiRequestError } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import { notify } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { createUploader, isUploadError } from '@/lib/upload';
import { createDesign, designWriteBody } from '../api/create-design';
import { updateDesign } from '../api/update-design';
import type { DesignDraft } from './draft';
import { pendingUploads, toDesignPayload, type UploadedKeys } from './step-rules';
import {
  overallPercent,
  submitSuccessMessage,
  uploadFailureMessage,
  type SubmitState,
  type UploadFailure,
} from './submit-state';

/**
 * Submit: every chosen file is uploaded one at a time (presign → PUT with progress → check), the
 * proof first; files already uploaded are remembered, so after a failure "Retry" sends only what
 * is missing. Then the design is written (POST, or PUT when editing), retried on network or 5xx
 * errors; success toasts and goes to /dashboard.
 */
export function useDesignSubmit(editId: string | null) {
  const { user, isAdmin } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uploader = useMemo(() => createUploader(), []);
  const keys = useRef<UploadedKeys>({});
  const [state, setState] = useState<SubmitState>({ phase: 'idle' });

  const submit = useCallback(
    async (draft: DesignDraft) => {
      if (!user) {
        setState({ phase: 'failed', message: DESIGN_FORM_MESSAGES.loginRequired, failures: [] });
        notify.error(DESIGN_FORM_MESSAGES.loginRequired);
        return;
      }
      const jobs = pendingUploads(draft, keys.current);
      const sizes = jobs.map((j) => Math.max(j.file.size, 1));
      const failures: UploadFailure[] = [];
      for (const [index, job] of jobs.entries()) {
        const report = (filePercent: number) =>
          setState({
            phase: 'uploading',
            fileIndex: index,
            fileCount: jobs.length,
            fileName: job.file.name,
            filePercent,
            overallPercent: overallPercent(sizes, index, filePercent),
          });
        report(0);
        try {
          const uploaded = await uploader.uploadOne(job.file, job.category, { onProgress: report });
          keys.current[job.id] = uploaded.fileKey;
        } catch (error) {
          const reason = isUploadError(error) ? error.message : DESIGN_FORM_MESSAGES.uploadFailed;
          failures.push({
            name: job.file.name,
            message: reason,
            proof: job.category === 'documents',
          });
        }
      }
      if (failures.length > 0) {
        const message = uploadFailureMessage(failures);
        setState({ phase: 'failed', message, failures });
        notify.error(message);
        return;
      }

      setState({ phase: 'saving' });
      try {
        const { design, proofFileUrl } = toDesignPayload(draft, keys.current);
        const body = designWriteBody(design, proofFileUrl);
        if (editId) await updateDesign(editId, body);
        else await createDesign(body);
      } catch (error) {
        const message =
          isApiRequestError(error) && error.status === 422
            ? (error.fieldErrors[0]?.message ?? error.serverMessage ?? error.message)
            : isApiRequestError(error) && error.status > 0 && error.status < 500
              ? error.message
              : DESIGN_FORM_MESSAGES.uploadFailed;
        setState({ phase: 'failed', message, failures: [] });
        notify.error(message);
        return;
      }
      setState({ phase: 'done' });
      keys.current = {};
      void queryClient.invalidateQueries({ queryKey: queryKeys.tshirts.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
      notify.success(submitSuccessMessage(Boolean(editId), isAdmin));
      void navigate('/dashboard');
    },
    [user, isAdmin, editId, uploader, queryClient, navigate],
  );

  const busy = state.phase === 'uploading' || state.phase === 'saving' || state.phase === 'done';
  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, busy, submit, dismiss };
}
