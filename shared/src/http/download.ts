import { useCallback, useState } from 'react';
import { FormErrors, type DownloadedFile } from './client';

/** Download link cleanup delay (portal-core §9). */
export const LINK_CLEANUP_MS = 200;

/** Hands a file to the browser through a temporary link, named as the server said (or the fallback). */
export function saveFile({ blob, fileName }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  setTimeout(() => {
    link.remove();
    URL.revokeObjectURL(url);
  }, LINK_CLEANUP_MS);
}

/**
 * A download action: `download(args, fallbackName)` fetches the file and saves it; busy while loading, failed after an
 * error (the page shows 'download.error' or its own message). With `formErrors: 'reject'` a 400 error array is not a
 * failure but the form's business: the promise rejects with the FormErrors, which a PortalForm's submit shows at its
 * fields and above them (portal-core §5), instead of a generic text hiding the server's reason.
 */
export function useFileDownload<A>(
  fetchFile: (args: A) => Promise<DownloadedFile>,
  { formErrors = 'fail' }: { formErrors?: 'fail' | 'reject' } = {},
) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = useCallback(
    async (args: A, fallbackName: string) => {
      setBusy(true);
      setFailed(false);
      try {
        saveFile(await fetchFile(args), fallbackName);
      } catch (error) {
        if (formErrors === 'reject' && error instanceof FormErrors) throw error;
        setFailed(true);
      } finally {
        setBusy(false);
      }
    },
    [fetchFile, formErrors],
  );
  return { download, busy, failed };
}
