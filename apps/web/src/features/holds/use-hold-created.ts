import { useLocale, useT } from '../../i18n';
import { showSuccess } from '../../lib/toast';
import { levelLabel } from './level-label';
import { useRefreshHolds } from './use-refresh-holds';

/** After a hold is made: tells its place in the hall's queue and refreshes what shows holds. */
export function useHoldCreated() {
  const t = useT();
  const locale = useLocale();
  const refresh = useRefreshHolds();
  return (hold: { level: number; hallName: string }) => {
    showSuccess(t('holds.created', { level: levelLabel(hold.level, locale), hall: hold.hallName }));
    return refresh();
  };
}
