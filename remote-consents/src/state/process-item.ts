import { useCallback } from 'react';
import { logger } from '@portal/shared/http/logger';
import { statusOf } from '@portal/shared/http/unwrap-for-form';
import { portalApi } from '@portal/shared/http/portal-api';
import { useAppDispatch } from '@portal/shared/state/hooks';
import { itemProcessed } from './consents-slice';

/** Both lists: open requests and consents. */
const reloadConsentLists = () =>
  portalApi.util.invalidateTags([
    { type: 'Consent', id: 'REQUESTS' },
    { type: 'Consent', id: 'CONSENTS' },
  ]);

/** Answers that say the item was answered, ended or removed meanwhile: trying again cannot succeed. */
const SETTLED_ELSEWHERE = new Set([404, 409]);

/**
 * Runs a confirm, reject or revoke call (portal-processes §4, §8): once it succeeded, or the service says the item was
 * answered or ended meanwhile (404, 409), the item is no longer changeable here. Any other failure (network, server
 * error, 400) leaves it changeable, so the customer can try again. A failure is logged at debug level only, and both
 * lists are reloaded whatever the call answered. Resolves with whether the item is settled; `rethrow` hands a failure
 * on (the confirm form shows it).
 */
export function useProcessItem() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (id: string, call: () => Promise<unknown>, rethrow = false): Promise<boolean> => {
      try {
        await call();
        dispatch(itemProcessed(id));
        return true;
      } catch (error) {
        logger.debug(`consent action on ${id} failed`, error);
        const settled = SETTLED_ELSEWHERE.has(statusOf(error));
        if (settled) dispatch(itemProcessed(id));
        if (rethrow) throw error;
        return settled;
      } finally {
        dispatch(reloadConsentLists());
      }
    },
    [dispatch],
  );
}
