import { texts } from '../texts';

const t = texts.twoFactor.codes;

/** The text file of the recovery codes: the operator's portal, what they are for, then one code per line. */
export function recoveryCodesFile(codes: readonly string[], login: string, portalName: string): string {
  return [t.fileHeading(portalName, login), t.fileIntro, '', ...codes, ''].join('\n');
}

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The file name, from the operator's portal name: lower case letters, digits and dashes only (umlauts spelt out, other
 * accents dropped), e.g. "Stadtnetz Süd" → "stadtnetz-sued-wiederherstellungscodes.txt".
 */
export function recoveryCodesFileName(portalName: string): string {
  const slug = portalName
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUTS[c])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug ? `${slug}-${t.fileNameSuffix}` : t.fileNameSuffix;
}

/** Offers the codes as a download (no server call: they exist only in this answer). */
export function downloadRecoveryCodes(codes: readonly string[], login: string, portalName: string): void {
  const file = new Blob([recoveryCodesFile(codes, login, portalName)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = recoveryCodesFileName(portalName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
