import { satisfies } from '@portal/shared/federation/semver-range';

/** What the running shell provides to remotes: each shared library's version and the kit's. */
export type Provided = Record<string, string>;

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
