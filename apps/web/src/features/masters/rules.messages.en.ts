import { ruleMessagesIn } from '@bolo/api/masters/public';
import type { Translation } from '../../i18n/define';
import type { rulesMessages as es } from './rules.messages.es';

/** The texts of the server's field rules (api `shared/rule-messages.ts`), which the forms show in the page's language. */
export const rulesMessages: Translation<typeof es> = ruleMessagesIn('en');
