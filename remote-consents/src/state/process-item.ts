import { useCallback } from 'react';
import { logger } from '@portal/shared/http/logger';
import { portalApi } from '@portal/shared/http/portal-api';
import { useAppDispatch } from '@portal/shared/state/hooks';
import { itemProcessed } from './consents-slice';

/** Both lists: open requests and consents. */
const reloadConsentLists = () =>
  portalApi.util.invalidateTags([
    { type: 'Consent', id: 'REQUESTS' },
    { type: 'Consent', id: 'CONSENTS' },
  ]);

/**
 * Runs a confirm, reject or revoke call (portal-processes §4, §8): the item is no longer changeable here at once, a
 * failure is logged at debug level only, and both lists are reloaded whatever the call answered. Resolves with
 * whether the call succeeded; `rethrow` hands a failure on (the confirm form shows it).
 */
export function useProcessItem() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (id: string, call: () => Promise<unknown>, rethrow = false): Promise<boolean> => {
      dispatch(itemProcessed(id));
      try {
        await call();
        return true;
      } catch (error) {
        logger.debug(`consent action on ${id} failed`, error);
        if (rethrow) throw error;
        return false;
      } finally {
        dispatch(reloadConsentLists());
      }
    },
    [dispatch],
  );
}
