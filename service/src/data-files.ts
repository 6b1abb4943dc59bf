import { existsSync } from 'node:fs';
import path from 'node:path';

/** Finds a file of service/data from src/ (tests, tsx) and from dist/ (the bundle; build.mjs copies data/ next to it). */
export function dataFile(name: string): string {
  const candidates = [
    path.join(__dirname, 'data', name),
    path.join(__dirname, '..', 'data', name),
    path.join(__dirname, '..', '..', 'data', name),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`data file ${name} not found (looked in ${candidates.join(', ')})`);
  return found;
}
