import { satisfies } from '@portal/shared/federation/semver-range';

/** What the running shell provides to remotes: each shared library's version and the kit's. */
export type Provided = Record<string, string>;

/** The libraries the shell provides only some exports of (the router), with those exports. */
export type ProvidedExports = Record<string, string[]>;

/**
 * Why the running shell cannot run a remote: each requirement its build declares that the shell's shared versions do
 * not meet (a library or kit it does not provide at all counts as unmet). Empty when the remote can be mounted.
 */
export function unmetRequirements(requires: Record<string, string>, provided: Provided): string[] {
  return Object.entries(requires)
    .filter(([library, range]) => {
      const version = provided[library];
      return version === undefined || !satisfies(version, range);
    })
    .map(([library, range]) => `needs ${library} ${range}, the shell runs ${provided[library] ?? 'none'}`);
}

/**
 * The exports a remote's code imports (its descriptor's `imports`) that the shell provides no copy of: a library the
 * shell provides in part (ProvidedExports) must have every name the remote uses ('*': all of them).
 */
export function missingExports(imports: Record<string, string[]> | undefined, providedExports: ProvidedExports): string[] {
  return Object.entries(imports ?? {}).flatMap(([library, names]) => {
    const available = providedExports[library];
    if (!available) return [];
    const missing = names.filter((name) => !available.includes(name));
    return missing.length > 0 ? [`needs ${missing.join(', ')} of ${library}, the shell provides only a part of it`] : [];
  });
}
