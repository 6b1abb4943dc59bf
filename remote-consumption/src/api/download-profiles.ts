import type { ProfileRequest } from '@portal/shared/contract/consumption';
import { request, type DownloadedFile } from '@portal/shared/http/client';
import { useFileDownload } from '@portal/shared/http/download';

/** POST /v1.0/consumptions/profiles/download: several profiles as one CSV, a column each. */
function fetchProfilesCsv({ body, iso }: { body: ProfileRequest; iso: boolean }): Promise<DownloadedFile> {
  return request<DownloadedFile>({
    method: 'POST',
    url: `/v1.0/consumptions/profiles/download${iso ? '?timestamps=iso' : ''}`,
    body,
    responseType: 'file',
    silent: true,
  });
}

/** A 400 error array rejects the download: the dialog's form shows the reason at its fields (portal-core §5). */
export const useProfilesDownload = () => useFileDownload(fetchProfilesCsv, { formErrors: 'reject' });
