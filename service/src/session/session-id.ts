import { createHash } from 'node:crypto';

/** Only the SHA-256 hash of a session id is stored and compared (the raw id lives in the cookie alone). */
export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');
