import { readFileSync, statSync } from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import type { FastifyBaseLogger } from 'fastify';
import { ibanProblem, normalizeIban } from '@portal/shared/contract/iban-rule';
import { DEMO_OPERATOR, OperatorBranding } from '@portal/shared/contract/operator';

export interface OperatorReading {
  branding: OperatorBranding;
  problems: string[];
  /**
   * Problems that must stop a start: the file cannot be read as a JSON object, or an identity field (operator name,
   * payment IBAN, mail sender) is present and invalid. Each is also in `problems`.
   */
  fatal: string[];
  /** False when the file could not be read as a JSON object (its branding is then the fallback as a whole). */
  readable: boolean;
}

/** The fields that name the operator to its customers: an invalid one must never quietly become someone else's. */
export const IDENTITY_FIELDS = ['operatorName', 'paymentIban', 'mailSender'] as const;

/**
 * Reads an operator file: each valid top-level field over the demo operator's, each invalid one named and kept from
 * `fallback` (the last good configuration while running, the demo operator's at start). The payment IBAN is written
 * as printed (groups of four, lower case allowed) and must pass its country length and mod-97 check digits.
 */
export function readOperatorFile(text: string, fallback: OperatorBranding = DEMO_OPERATOR): OperatorReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const problem = `operator file is not valid JSON (${String(error)})`;
    return { branding: fallback, problems: [problem], fatal: [problem], readable: false };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    const problem = 'operator file is not a JSON object';
    return { branding: fallback, problems: [problem], fatal: [problem], readable: false };
  }
  const problems: string[] = [];
  const fatal: string[] = [];
  const merged: Record<string, unknown> = { ...DEMO_OPERATOR };
  const fields = OperatorBranding.properties as Record<string, Parameters<typeof Value.Check>[0]>;
  for (const [key, raw] of Object.entries(parsed as Record<string, unknown>)) {
    const value = key === 'paymentIban' && typeof raw === 'string' ? normalizeIban(raw) : raw;
    if (!(key in fields)) {
      problems.push(`operator file: unknown field "${key}" ignored`);
      continue;
    }
    const ibanIssue = key === 'paymentIban' && typeof value === 'string' ? ibanProblem(value) : null;
    if (Value.Check(fields[key], value) && !ibanIssue) {
      merged[key] = value;
      continue;
    }
    const problem = `operator file: ${key} is invalid${ibanIssue ? ` (${ibanIssue})` : ''}: ${JSON.stringify(
      (fallback as Record<string, unknown>)[key],
    )} is used`;
    problems.push(problem);
    merged[key] = (fallback as Record<string, unknown>)[key];
    if ((IDENTITY_FIELDS as readonly string[]).includes(key)) fatal.push(problem);
  }
  return { branding: merged as OperatorBranding, problems, fatal, readable: true };
}

/**
 * Reads the operator file at start: every problem (each one printed by the caller), and whether the service may start
 * with it. Null without an operator file.
 */
export function checkOperatorFile(file: string | null): OperatorReading | null {
  if (!file) return null;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const problem = `operator file ${file} cannot be read (${(error as Error).message})`;
    return { branding: DEMO_OPERATOR, problems: [problem], fatal: [problem], readable: false };
  }
  return readOperatorFile(text);
}

/** The refusal to start, in both languages of the operators' administrators. */
export function operatorStartRefusal(file: string, reading: OperatorReading): string {
  return [
    `Betreiberdatei (OPERATOR_FILE) ${file} ist fehlerhaft: das Portal startet nicht, damit Rechnungen, E-Mails und Texte`,
    'nicht im Namen oder mit der Bankverbindung des Demo-Betreibers erscheinen. Bitte korrigieren:',
    `Operator file (OPERATOR_FILE) ${file} is invalid: the portal does not start, so that invoices, e-mails and texts`,
    "never carry the demo operator's name or bank account. Please fix:",
    ...reading.fatal.map((problem) => `  - ${problem}`),
  ].join('\n');
}

/**
 * The operator's configuration (OPERATOR_FILE), followed while running: re-read when the file changes. A file that
 * becomes unreadable or invalid JSON (say, read while half-written) keeps the last good configuration; an invalid
 * field keeps its last good value.
 */
export class OperatorConfig {
  private stamp = '';
  private reading: OperatorReading = { branding: DEMO_OPERATOR, problems: [], fatal: [], readable: true };

  constructor(
    private readonly file: string | null,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {}

  current(): OperatorReading {
    if (!this.file) return this.reading;
    let stamp = 'missing';
    try {
      const stat = statSync(this.file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      // reported below
    }
    if (stamp === this.stamp) return this.reading;
    this.stamp = stamp;
    const last = this.reading.branding;
    let next: OperatorReading;
    try {
      next = stamp === 'missing' ? unreadable() : readOperatorFile(readFileSync(this.file, 'utf8'), last);
    } catch {
      next = unreadable();
    }
    if (!next.readable) {
      // The last good configuration stays; the next change of the file is read again.
      for (const problem of next.problems)
        this.log.error({ operator: problem }, 'operator: %s: the last good configuration is kept', problem);
      this.reading = { ...this.reading, problems: next.problems };
      return this.reading;
    }
    this.reading = next;
    for (const problem of next.problems) this.log.warn({ operator: problem }, 'operator: %s', problem);
    return this.reading;
  }

  /** The sender of the portal's e-mails: `Name <address>`. */
  mailFrom(): string {
    const { name, address } = this.current().branding.mailSender;
    return `${name.replace(/[<>"]/g, '')} <${address}>`;
  }
}

function unreadable(): OperatorReading {
  const problem = 'operator file cannot be read';
  return { branding: DEMO_OPERATOR, problems: [problem], fatal: [problem], readable: false };
}
