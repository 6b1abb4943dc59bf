import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkUrlForm, resolvePublicAddresses, type UrlPolicy } from './url-guard';

export interface SendResult {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/** A receiver gets this long to answer; a slow one counts as failed and is tried again later. */
const TIMEOUT_MS = 10_000;

/**
 * POSTs a signed JSON body to a webhook. The host is resolved and checked again here (it may point elsewhere since it
 * was saved), and the connection goes to exactly the checked address (a custom lookup), so a DNS answer that changes
 * between check and connect (rebinding) cannot reach an internal address. Redirects are not followed. 2xx is success.
 */
export async function postWebhook(rawUrl: string, body: string, headers: Record<string, string>, policy: UrlPolicy): Promise<SendResult> {
  const form = checkUrlForm(rawUrl, policy);
  if (!form.ok) return { ok: false, status: null, error: `Adresse nicht zulässig (${form.reason})` };
  const addresses = await resolvePublicAddresses(form.url.hostname, policy);
  if (!addresses) return { ok: false, status: null, error: 'Adresse nicht erreichbar oder nicht öffentlich' };
  const address = addresses[0];
  const family = address.includes(':') ? 6 : 4;
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options && (options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = form.url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    const request = client.request(
      form.url,
      {
        method: 'POST',
        lookup: pinned,
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Netzportal-Webhook/1',
          ...headers,
        },
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        resolve({ ok, status, error: ok ? null : `HTTP ${status}` });
      },
    );
    request.on('timeout', () => request.destroy(new Error('Zeitüberschreitung')));
    request.on('error', (error) => resolve({ ok: false, status: null, error: String(error.message).slice(0, 300) }));
    request.end(body);
  });
}
