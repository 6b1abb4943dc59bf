import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';
import { sharedCsrfSecret } from './queries';

/**
 * CSRF tokens: a random nonce plus an HMAC over nonce and session binding (the session id hash, or '' without a
 * session) with a server secret kept in the database, so every instance accepts every other instance's tokens.
 * Hex only: clients echo the raw cookie text (API-COMPAT).
 */
const NONCE_HEX = 32;
const MAC_HEX = 40;
const TOKEN_SHAPE = new RegExp(`^[0-9a-f]{${NONCE_HEX + MAC_HEX}}$`);

export class CsrfTokens {
  private secret: Promise<string> | null = null;

  constructor(private readonly db: Queryable) {}

  private loadSecret(): Promise<string> {
    this.secret ??= sharedCsrfSecret(this.db, randomBytes(32).toString('hex')).catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return this.secret;
  }

  private async mac(nonce: string, binding: string): Promise<string> {
    const secret = await this.loadSecret();
    return createHmac('sha256', secret).update(`${nonce}:${binding}`).digest('hex').slice(0, MAC_HEX);
  }

  async issue(binding: string): Promise<string> {
    const nonce = randomBytes(NONCE_HEX / 2).toString('hex');
    return nonce + (await this.mac(nonce, binding));
  }

  async verify(token: string, binding: string): Promise<boolean> {
    if (!TOKEN_SHAPE.test(token)) return false;
    const expected = await this.mac(token.slice(0, NONCE_HEX), binding);
    return timingSafeEqual(Buffer.from(expected), Buffer.from(token.slice(NONCE_HEX)));
  }
}
