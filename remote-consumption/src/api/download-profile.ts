import type { ProfileRequest } from '@portal/shared/contract/consumption';
import { request, type DownloadedFile } from '@portal/shared/http/client';
import { useFileDownload } from '@portal/shared/http/download';

/** POST /v1.0/consumptions/profile/active/download: the CSV and its name from Content-Disposition. */
function fetchProfileCsv(body: ProfileRequest): Promise<DownloadedFile> {
  return request<DownloadedFile>({
    method: 'POST',
    url: '/v1.0/consumptions/profile/active/download',
    body,
    responseType: 'file',
    silent: true,
  });
}

/** The download action of a view: busy while loading, failed after an error ('download.error'). */
export const useProfileDownload = () => useFileDownload(fetchProfileCsv);
