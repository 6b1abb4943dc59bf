// Dev-only entry of a remote's standalone page (npm run dev -w @portal/remote-x): async boundary for federation.
import('./standalone-bootstrap.js');
