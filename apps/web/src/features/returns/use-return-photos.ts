import { RETURN_LIMITS, RETURN_MESSAGES } from '@campus-threads/contract';
import { useState } from 'react';
import { imageFileProblem } from '@/components/upload/image-file';
import { batchFailureMessage, createUploader } from '@/lib/upload';
import { RETURN_TEXTS } from './return-texts';

const uploader = createUploader();

/**
 * Up to three photos picked for a request, uploaded to the `returns` area when the request is
 * sent (presign → PUT with progress → complete), each once: a failed send keeps the keys of the
 * files already up, and a failed file can be sent again.
 */
export function useReturnPhotos() {
  const [files, setFiles] = useState<File[]>([]);
  const [keys, setKeys] = useState<Map<File, string>>(new Map());
  const [progress, setProgress] = useState<{ label: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = (picked: File[]) => {
    const problem = picked.map(imageFileProblem).find((p) => p !== null);
    if (problem) return setError(problem);
    if (files.length + picked.length > RETURN_LIMITS.photosMax)
      return setError(RETURN_MESSAGES.tooManyPhotos);
    setError(null);
    setFiles([...files, ...picked]);
  };

  const remove = (file: File) => {
    setError(null);
    setFiles(files.filter((f) => f !== file));
  };

  /** The upload keys of every picked photo, or null when one failed (the error says which). */
  const upload = async (): Promise<string[] | null> => {
    setError(null);
    const waiting = files.filter((file) => !keys.has(file));
    const done = new Map(keys);
    if (waiting.length > 0) {
      setProgress({ label: RETURN_TEXTS.uploading(1, waiting.length, 0), percent: 0 });
      const outcomes = await uploader.uploadAll(waiting, 'returns', {
        onProgress: (p) =>
          setProgress({
            label: RETURN_TEXTS.uploading(p.fileIndex + 1, p.fileCount, Math.round(p.filePercent)),
            percent: p.overallPercent,
          }),
      });
      setProgress(null);
      for (const outcome of outcomes)
        if (outcome.ok) done.set(outcome.file, outcome.uploaded.fileKey);
      setKeys(done);
      const failed = outcomes.find((o) => !o.ok);
      if (failed && !failed.ok) {
        setError(
          `${batchFailureMessage(outcomes.filter((o) => !o.ok).map((o) => o.file.name))} ${failed.error.message}`,
        );
        return null;
      }
    }
    return files.map((file) => done.get(file)!);
  };

  return { files, progress, error, uploading: progress !== null, pick, remove, upload };
}

export type ReturnPhotos = ReturnType<typeof useReturnPhotos>;
