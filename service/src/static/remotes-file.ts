/**
 * The operator's remotes file (REMOTES_FILE): federation name → URL of a remote's mf-manifest.json, one line per
 * remote so that a rollback is changing one line. Read strictly: whatever is wrong is reported and that remote keeps
 * its default, merged per remote, never silently.
 */
interface RemotesFileReading {
  /** Valid entries of the file, by remote name. */
  entries: Record<string, string>;
  /** What was wrong, one sentence each (logged by the service and shown on the status page). */
  problems: string[];
}

const MANIFEST_URL = /^(https?:\/\/[^\s/]+)?\/[^\s]*mf-manifest\.json$/i;

export function parseRemotesFile(text: string, knownNames: readonly string[]): RemotesFileReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { entries: {}, problems: [`remotes file is not valid JSON (${reason}): every remote uses its default`] };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { entries: {}, problems: ['remotes file is not an object of name → manifest URL: every remote uses its default'] };
  }
  const entries: Record<string, string> = {};
  const problems: string[] = [];
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!knownNames.includes(name)) {
      problems.push(`remotes file names an unknown remote "${name}" (known: ${knownNames.join(', ')}): ignored`);
    } else if (typeof value !== 'string' || !MANIFEST_URL.test(value)) {
      problems.push(`remotes file: ${name} is not a URL of an mf-manifest.json: ${name} uses its default`);
    } else {
      entries[name] = value;
    }
  }
  for (const name of knownNames) {
    if (!(name in (parsed as Record<string, unknown>))) problems.push(`remotes file has no entry for ${name}: it uses its default`);
  }
  return { entries, problems };
}
