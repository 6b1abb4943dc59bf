/**
 * Written by the shell's build (tools/webpack.config.cjs): its version, commit, the shared versions it provides and
 * the exports of the libraries it provides only in part.
 */
declare const PORTAL_SHELL_BUILD:
  { version: string; commit: string; provides: Record<string, string>; exports: Record<string, string[]> } | undefined;

export const shellBuild =
  typeof PORTAL_SHELL_BUILD === 'undefined'
    ? { version: 'test', commit: 'test', provides: {} as Record<string, string>, exports: {} as Record<string, string[]> }
    : PORTAL_SHELL_BUILD;
