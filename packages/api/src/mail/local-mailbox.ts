import type { OutgoingMail } from '@bolo/templating';
import type { MailTransport } from '../context';

/**
 * Where mail goes without SMTP: delivering a mail is keeping it in the outbox, which the
 * administrator reads as the local mailbox; its status says `local`, not `sent`. `onKept` sees
 * each mail (the server logs it with `LOG_MAIL=true`).
 */
export const localMailbox = (onKept?: (mail: OutgoingMail) => void): MailTransport => ({
  local: true,
  send: async (mail) => {
    onKept?.(mail);
    return undefined;
  },
});
