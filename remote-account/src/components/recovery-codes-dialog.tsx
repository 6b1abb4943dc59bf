import { Button } from '@portal/shared/ui/button.tsx';
import { useOperator } from '@portal/shared/operator/operator-context';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { downloadRecoveryCodes } from '../rules/recovery-codes-file';
import { texts } from '../texts';

const t = texts.twoFactor.codes;

/** The recovery codes, shown once: to write down or download as a text file named after the operator's portal. */
export function RecoveryCodesDialog({ codes, login, onClose }: { codes: readonly string[]; login: string; onClose: () => void }) {
  const { portalName } = useOperator();
  return (
    <Dialog open onClose={onClose} title={t.title}>
      <p>{t.intro}</p>
      <ol className="np-account__recovery-codes" aria-label={t.listLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="np-account__buttons">
        <Button onClick={() => downloadRecoveryCodes(codes, login, portalName)}>{t.download}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t.done}
        </Button>
      </div>
    </Dialog>
  );
}
