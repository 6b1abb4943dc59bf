import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { codeKind, methodsOf, stepState } from '../../src/two-factor/second-step';
import { matchingStep, newTotpSecret, otpauthUri, stepIsFresh, totpCode } from '../../src/two-factor/totp';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from '../../src/two-factor/recovery-codes';
import { decryptSecret, encryptSecret, resolveTwoFactorKey } from '../../src/two-factor/secret-box';

const at = (iso: string) => new Date(iso);

describe('second step state', () => {
  const createdAt = at('2026-03-01T10:00:00Z');

  it('is open for five minutes after the right password, then expired', () => {
    expect(stepState({ createdAt, lockedUntil: null }, at('2026-03-01T10:04:59Z'))).toBe('OPEN');
    expect(stepState({ createdAt, lockedUntil: null }, at('2026-03-01T10:05:00Z'))).toBe('EXPIRED');
  });

  it('ends while the account is locked, and a past lock no longer counts', () => {
    expect(stepState({ createdAt, lockedUntil: at('2026-03-01T10:30:00Z') }, at('2026-03-01T10:01:00Z'))).toBe('LOCKED');
    expect(stepState({ createdAt, lockedUntil: at('2026-03-01T09:59:00Z') }, at('2026-03-01T10:01:00Z'))).toBe('OPEN');
  });

  it('tells app codes from recovery codes as typed', () => {
    expect(codeKind('123456')).toBe('TOTP');
    expect(codeKind(' 123 456 ')).toBe('TOTP');
    expect(codeKind('k7mpq-3xw9a')).toBe('RECOVERY_CODE');
    expect(codeKind('K7MPQ3XW9A')).toBe('RECOVERY_CODE');
    expect(codeKind('12345')).toBeNull();
    expect(codeKind('O0O0O-I1I1I')).toBeNull();
  });

  it('offers recovery codes only beside a factor', () => {
    expect(methodsOf({ totp: false, passkeys: 0 })).toEqual([]);
    expect(methodsOf({ totp: true, passkeys: 0 })).toEqual(['TOTP', 'RECOVERY_CODE']);
    expect(methodsOf({ totp: false, passkeys: 2 })).toEqual(['PASSKEY', 'RECOVERY_CODE']);
  });
});

describe('TOTP window and replay', () => {
  const secret = newTotpSecret();
  const now = Date.parse('2026-03-01T10:00:10Z');
  const step = Math.floor(now / 30_000);

  it('accepts the code of now and of the neighbouring steps (clock skew), with the step they belong to', () => {
    expect(matchingStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchingStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses codes older than the window, of another secret, and non-codes', () => {
    expect(matchingStep(secret, totpCode(secret, now - 90_000), now)).toBeNull();
    expect(matchingStep(newTotpSecret(), totpCode(secret, now), now) === step).toBe(false);
    expect(matchingStep(secret, 'abcdef', now)).toBeNull();
  });

  it('takes a step only once and never an older one', () => {
    expect(stepIsFresh(step, null)).toBe(true);
    expect(stepIsFresh(step, step - 1)).toBe(true);
    expect(stepIsFresh(step, step)).toBe(false);
    expect(stepIsFresh(step - 1, step)).toBe(false);
  });
});

describe('otpauth URI', () => {
  it('names the given portal as issuer and prefix of the label, encoded, with the login after it', () => {
    const secret = newTotpSecret();
    expect(otpauthUri(secret, 'max.mustermann', 'Netzportal')).toBe(
      `otpauth://totp/Netzportal:max.mustermann?issuer=Netzportal&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const uri = new URL(otpauthUri(secret, 'max.mustermann', 'Netz Süd: Kundenportal'));
    expect(uri.searchParams.get('issuer')).toBe('Netz Süd: Kundenportal');
    expect(uri.pathname).toBe('/Netz%20S%C3%BCd%3A%20Kundenportal:max.mustermann');
  });
});

describe('recovery codes', () => {
  it('are ten distinct readable codes, matched regardless of case, spaces and dash', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
    expect(hashRecoveryCode(codes[0].toLowerCase().replace('-', ' '))).toBe(hashRecoveryCode(codes[0]));
  });
});

describe('secret encryption', () => {
  it('round-trips with its key and fails with another', () => {
    const key = Buffer.alloc(32, 1);
    const stored = encryptSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(key, stored)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(Buffer.alloc(32, 2), stored)).toThrow();
  });

  it('generates the key into the data folder once (owner-only) and reads it again', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'two-factor-key-'));
    const first = resolveTwoFactorKey({ dataDir, twoFactorKey: null });
    const second = resolveTwoFactorKey({ dataDir, twoFactorKey: null });
    expect(first.equals(second)).toBe(true);
    expect(first).toHaveLength(32);
    const file = path.join(dataDir, 'two-factor.key');
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('base64'));
  });

  it('takes a configured key (base64 or hex) and rejects one of the wrong length', () => {
    const hex = 'ab'.repeat(32);
    expect(resolveTwoFactorKey({ dataDir: '/nonexistent', twoFactorKey: hex }).toString('hex')).toBe(hex);
    expect(() => resolveTwoFactorKey({ dataDir: '/nonexistent', twoFactorKey: 'c2hvcnQ=' })).toThrow(/32 bytes/);
  });
});
