import { useCallback, useState } from 'react';
import type { ProfileRequest } from '@portal/shared/contract/consumption';
import { request, type DownloadedFile } from '@portal/shared/http/client';

/** Download link cleanup delay (portal-core §9). */
export const LINK_CLEANUP_MS = 200;

/** POST /v1.0/consumptions/profile/active/download: the CSV and its name from Content-Disposition. */
export function fetchProfileCsv(body: ProfileRequest): Promise<DownloadedFile> {
  return request<DownloadedFile>({ method: 'POST', url: '/v1.0/consumptions/profile/active/download', body, responseType: 'file', silent: true });
}

/** Hands a file to the browser through a temporary link. */
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

/** The download action of a view: busy while loading, failed after an error ('download.error'). */
export function useProfileDownload() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = useCallback(async (body: ProfileRequest, fallbackName: string) => {
    setBusy(true);
    setFailed(false);
    try {
      saveFile(await fetchProfileCsv(body), fallbackName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, []);
  return { download, busy, failed };
}
