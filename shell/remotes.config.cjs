// The remotes of the default start: federation name → package folder. The service serves remote-<name>/dist at
// /remotes/<name>/ (and answers /app/remotes.json itself); this built copy points at the same places, for any other
// static server.
const DEFAULT_REMOTES = {
  remote_account: 'remote-account',
  remote_dashboard: 'remote-dashboard',
};

function defaultRemotesFile() {
  return Object.fromEntries(
    Object.entries(DEFAULT_REMOTES).map(([name, folder]) => [name, `/remotes/${folder.replace(/^remote-/, '')}/mf-manifest.json`]),
  );
}

module.exports = { DEFAULT_REMOTES, defaultRemotesFile };
