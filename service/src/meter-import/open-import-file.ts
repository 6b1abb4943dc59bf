import type { ReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/** A file the import command cannot read; its message names the file and why, in German, for the operator. */
export class UnreadableFileError extends Error {}

const REASONS: Record<string, string> = {
  ENOENT: 'nicht gefunden',
  EACCES: 'keine Leseberechtigung',
  EPERM: 'keine Leseberechtigung',
  EISDIR: 'ein Ordner, keine Datei',
};

/**
 * Opens a file of the import command for reading: its stream and size (the progress bar). Opening first, before any
 * line is read, lets the command report a missing or unreadable file and go on with the next one.
 */
export async function openImportFile(file: string): Promise<{ input: ReadStream; size: number }> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new UnreadableFileError(`${file}: Datei nicht lesbar (${REASONS[error.code ?? ''] ?? error.code ?? error.message})`);
  });
  const stats = await handle.stat();
  if (!stats.isFile()) {
    await handle.close();
    throw new UnreadableFileError(`${file}: Datei nicht lesbar (${stats.isDirectory() ? REASONS.EISDIR : 'keine Datei'})`);
  }
  return { input: handle.createReadStream(), size: stats.size };
}
