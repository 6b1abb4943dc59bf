import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Authenticator-app secrets are stored encrypted (AES-256-GCM): a copied database alone does not let anyone compute
 * a customer's codes. The key comes from TWO_FACTOR_KEY, or from `<dataDir>/two-factor.key`, generated on first start.
 */
const KEY_FILE = 'two-factor.key';
const VERSION = 'v1';

function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('TWO_FACTOR_KEY must be 32 bytes (base64 or 64 hex digits)');
  return key;
}

/** The configured key, else the key file of the data folder (created once, readable by the owner only). */
export function resolveTwoFactorKey(config: Pick<Config, 'twoFactorKey' | 'dataDir'>): Buffer {
  if (config.twoFactorKey) return parseKey(config.twoFactorKey);
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    return parseKey(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': of two instances starting at once, one writes and the other reads what it wrote.
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseKey(readFileSync(file, 'utf8'));
}

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

/** Throws when the text was not encrypted with this key (a wrong TWO_FACTOR_KEY must not pass silently). */
export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split(':');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}
