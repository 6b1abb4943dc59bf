import { useEffect, useState } from 'react';
import { Button } from '@portal/shared/ui/button.tsx';
import { useRegistry, useRegistrySnapshot } from '../app/portal-context';
import { shellBuild } from '../app/shell-build';
import type { RemoteState, RemoteStatus } from '../remotes/remote-registry';
import { fetchJsonWithTimeout } from '../remotes/remote-registry';

const STATUS_TEXT: Record<RemoteStatus, string> = {
  describing: 'Beschreibung wird geladen',
  unreachable: 'Nicht erreichbar',
  incompatible: 'Nicht kompatibel',
  ready: 'Bereit (noch nicht geladen)',
  loading: 'Wird geladen',
  loaded: 'Geladen',
  failed: 'Laden fehlgeschlagen',
};

interface Health {
  status: string;
  version: string;
  database: string;
}

function originOf(remote: RemoteState): string {
  if (!remote.entry) return '–';
  const url = new URL(remote.entry);
  return url.origin === window.location.origin
    ? `${url.pathname.replace(/mf-manifest\.json$/, '')} (dieser Server)`
    : url.href.replace(/mf-manifest\.json$/, '');
}

/** Shared versions: what the remote requires next to what the running shell provides. */
function SharedVersions({ remote, provided }: { remote: RemoteState; provided: Record<string, string> }) {
  if (!remote.descriptor) return <>–</>;
  return (
    <ul className="shell-status-list">
      {Object.entries(remote.descriptor.requires).map(([library, range]) => (
        <li key={library}>
          {library} {range} → {provided[library] ?? 'fehlt'}
        </li>
      ))}
    </ul>
  );
}

/**
 * For operators: the service's health, the shell's build and every remote with its origin, version, commit, load
 * result (with the reason of a failure) and the shared versions it runs with.
 */
export function StatusPage() {
  const registry = useRegistry();
  const { remotes, problems, settled } = useRegistrySnapshot();
  const [health, setHealth] = useState<Health | 'unreachable' | null>(null);

  useEffect(() => {
    fetchJsonWithTimeout('/service/health', 5000).then(
      (value) => setHealth(value as Health),
      () => setHealth('unreachable'),
    );
  }, []);

  const loadAll = () => {
    for (const remote of remotes) if (remote.status === 'ready' || remote.status === 'failed') void registry.ensureLoaded(remote.name);
  };

  return (
    <div className="shell-status">
      <h2>Dienst</h2>
      <p>
        {health === null && 'Wird abgefragt …'}
        {health === 'unreachable' && 'Nicht erreichbar oder Datenbank nicht erreichbar.'}
        {health !== null && health !== 'unreachable' && (
          <>
            Version {health.version}, Datenbank {health.database === 'reachable' ? 'erreichbar' : 'nicht erreichbar'}
          </>
        )}
      </p>
      <h2>Shell</h2>
      <p>
        Version {shellBuild.version}, Commit {shellBuild.commit}. Gemeinsame Versionen:{' '}
        {Object.entries(shellBuild.provides)
          .map(([library, version]) => `${library} ${version}`)
          .join(', ')}
      </p>
      <h2>Bereiche</h2>
      <p>
        <Button onClick={loadAll} disabled={!settled}>
          Alle Bereiche jetzt laden
        </Button>
      </p>
      <div className="shell-status-scroll">
        <table className="shell-status-table">
          <thead>
            <tr>
              <th scope="col">Bereich</th>
              <th scope="col">Herkunft</th>
              <th scope="col">Version</th>
              <th scope="col">Commit</th>
              <th scope="col">Ladeergebnis</th>
              <th scope="col">Gemeinsame Versionen (benötigt → vorhanden)</th>
            </tr>
          </thead>
          <tbody>
            {remotes.map((remote) => (
              <tr key={remote.name}>
                <th scope="row">{remote.name}</th>
                <td>
                  {originOf(remote)}
                  {remote.source === 'file' && ' (aus der Remotes-Datei)'}
                </td>
                <td>{remote.descriptor?.version ?? '–'}</td>
                <td>{remote.descriptor?.commit ?? '–'}</td>
                <td>
                  {STATUS_TEXT[remote.status]}
                  {remote.loadMs !== undefined && ` in ${remote.loadMs} ms`}
                  {remote.reason && `: ${remote.reason}`}
                </td>
                <td>
                  <SharedVersions remote={remote} provided={registry.provided} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Hinweise zur Konfiguration</h2>
      {problems.length === 0 ? (
        <p>Keine.</p>
      ) : (
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default StatusPage;
