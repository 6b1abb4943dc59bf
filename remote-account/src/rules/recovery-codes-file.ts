import { texts } from '../texts';

const t = texts.twoFactor.codes;

/** The text file of the recovery codes: what they are for, then one code per line. */
export function recoveryCodesFile(codes: readonly string[], login: string): string {
  return [t.fileHeading(login), t.fileIntro, '', ...codes, ''].join('\n');
}

/** Offers the codes as a download (no server call: they exist only in this answer). */
export function downloadRecoveryCodes(codes: readonly string[], login: string): void {
  const url = URL.createObjectURL(new Blob([recoveryCodesFile(codes, login)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = t.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
