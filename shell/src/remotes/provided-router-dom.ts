/**
 * `react-router-dom` as the shell provides it: what the shell provides as `react-router` (provided-router.ts), taken
 * through the share scope. A module of its own because the share scope holds one module per key, and a remote may
 * import either package.
 */
export * from 'react-router';
