// Mounts the remote's own ./routes (aliased by the webpack config) inside the minimal standalone host of the kit.
import '@portal/shared/ui/theme.css';
import routesModule from 'portal-standalone-routes';
import { mountStandaloneHost } from '@portal/shared/federation/standalone-host.tsx';

mountStandaloneHost(document.getElementById('root'), routesModule);
