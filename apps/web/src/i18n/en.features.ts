import { adminMessages } from '../features/admin/admin.messages.en';
import { mailMessages } from '../features/admin/mail.messages.en';
import { advanceMessages } from '../features/events/advance.messages.en';
import { calendarMessages } from '../features/events/calendar.messages.en';
import { conditionsMessages } from '../features/events/conditions.messages.en';
import { counterpartyMessages } from '../features/events/counterparty.messages.en';
import { documentsMessages } from '../features/events/documents.messages.en';
import { editorMessages } from '../features/events/editor.messages.en';
import { listMessages } from '../features/events/list.messages.en';
import { postersMessages } from '../features/events/posters.messages.en';
import { settlementMessages } from '../features/events/settlement.messages.en';
import { signingMessages } from '../features/events/signing.messages.en';
import { formsMessages } from '../features/forms/forms.messages.en';
import { holdsMessages } from '../features/holds/holds.messages.en';
import { invoicesMessages } from '../features/invoices/invoices.messages.en';
import { shellMessages } from '../features/layout/shell.messages.en';
import { mastersMessages } from '../features/masters/masters.messages.en';
import { notificationsMessages } from '../features/notifications/notifications.messages.en';
import { paletteMessages } from '../features/palette/palette.messages.en';
import { paymentsMessages } from '../features/payments/payments.messages.en';
import { pdfMessages } from '../features/pdf/pdf.messages.en';
import { reportsMessages } from '../features/reports/reports.messages.en';
import { templatesMessages } from '../features/templates/templates.messages.en';
import { profileMessages } from '../features/user/profile.messages.en';
import type { Translation } from './define';
import type { esFeatures } from './es.features';

/** The English messages of the staff pages and the counterparty form: the same keys as es.features.ts. */
export const enFeatures: Translation<typeof esFeatures> = {
  ...listMessages,
  ...shellMessages,
  ...mastersMessages,
  ...adminMessages,
  ...profileMessages,
  ...editorMessages,
  ...calendarMessages,
  ...holdsMessages,
  ...reportsMessages,
  ...invoicesMessages,
  ...paymentsMessages,
  ...conditionsMessages,
  ...advanceMessages,
  ...formsMessages,
  ...templatesMessages,
  ...documentsMessages,
  ...pdfMessages,
  ...postersMessages,
  ...settlementMessages,
  ...mailMessages,
  ...notificationsMessages,
  ...counterpartyMessages,
  ...signingMessages,
  ...paletteMessages,
};
