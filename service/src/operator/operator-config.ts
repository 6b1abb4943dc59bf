import { readFileSync, statSync } from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import type { FastifyBaseLogger } from 'fastify';
import { DEMO_OPERATOR, OperatorBranding } from '@portal/shared/contract/operator';

export interface OperatorReading {
  branding: OperatorBranding;
  problems: string[];
}

/** Reads an operator file: each valid top-level field over the demo operator's, each invalid one named. */
export function readOperatorFile(text: string): OperatorReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { branding: DEMO_OPERATOR, problems: [`operator file is not valid JSON (${String(error)}): demo operator used`] };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { branding: DEMO_OPERATOR, problems: ['operator file is not an object: demo operator used'] };
  }
  const problems: string[] = [];
  const merged: Record<string, unknown> = { ...DEMO_OPERATOR };
  const fields = OperatorBranding.properties as Record<string, Parameters<typeof Value.Check>[0]>;
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!(key in fields)) problems.push(`operator file: unknown field "${key}" ignored`);
    else if (!Value.Check(fields[key], value)) problems.push(`operator file: ${key} is invalid: the default is used`);
    else merged[key] = value;
  }
  return { branding: merged as OperatorBranding, problems };
}

/** The operator's configuration (OPERATOR_FILE), followed while running: re-read when the file changes. */
export class OperatorConfig {
  private stamp = '';
  private reading: OperatorReading = { branding: DEMO_OPERATOR, problems: [] };

  constructor(
    private readonly file: string | null,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
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
    if (stamp === 'missing') {
      this.reading = { branding: DEMO_OPERATOR, problems: ['operator file cannot be read: demo operator used'] };
    } else {
      this.reading = readOperatorFile(readFileSync(this.file, 'utf8'));
    }
    for (const problem of this.reading.problems) this.log.warn({ operator: problem }, 'operator: %s', problem);
    return this.reading;
  }

  /** The sender of the portal's e-mails: `Name <address>`. */
  mailFrom(): string {
    const { name, address } = this.current().branding.mailSender;
    return `${name.replace(/[<>"]/g, '')} <${address}>`;
  }
}
