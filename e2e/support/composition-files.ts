import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const artifacts = join(__dirname, '..', '.artifacts');

/** The remotes file of the foreign instance (the service re-reads it when it changes). */
export const foreignRemotesFile = (port: number) => join(artifacts, `remotes-foreign-${port}.json`);
/** Its operator file, likewise. */
export const foreignOperatorFile = (port: number) => join(artifacts, `operator-foreign-${port}.json`);

/** Writes a file the service follows, with a new modification time even within the same millisecond. */
export function rewrite(file: string, content: string) {
  writeFileSync(file, content);
  const later = new Date(Date.now() + Math.floor(Math.random() * 100_000));
  utimesSync(file, later, later);
}
