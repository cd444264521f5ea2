import { ruleMessagesIn } from '@bolo/api/masters/public';

/** The texts of the server's field rules (api `shared/rule-messages.ts`), which the forms show in the page's language. */
export const rulesMessages = ruleMessagesIn('es');
