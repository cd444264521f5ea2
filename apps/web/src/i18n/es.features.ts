import { adminMessages } from '../features/admin/admin.messages.es';
import { mailMessages } from '../features/admin/mail.messages.es';
import { advanceMessages } from '../features/events/advance.messages.es';
import { calendarMessages } from '../features/events/calendar.messages.es';
import { conditionsMessages } from '../features/events/conditions.messages.es';
import { counterpartyMessages } from '../features/events/counterparty.messages.es';
import { documentsMessages } from '../features/events/documents.messages.es';
import { editorMessages } from '../features/events/editor.messages.es';
import { listMessages } from '../features/events/list.messages.es';
import { postersMessages } from '../features/events/posters.messages.es';
import { settlementMessages } from '../features/events/settlement.messages.es';
import { signingMessages } from '../features/events/signing.messages.es';
import { formsMessages } from '../features/forms/forms.messages.es';
import { holdsMessages } from '../features/holds/holds.messages.es';
import { invoicesMessages } from '../features/invoices/invoices.messages.es';
import { shellMessages } from '../features/layout/shell.messages.es';
import { mastersMessages } from '../features/masters/masters.messages.es';
import { notificationsMessages } from '../features/notifications/notifications.messages.es';
import { paletteMessages } from '../features/palette/palette.messages.es';
import { paymentsMessages } from '../features/payments/payments.messages.es';
import { pdfMessages } from '../features/pdf/pdf.messages.es';
import { reportsMessages } from '../features/reports/reports.messages.es';
import { templatesMessages } from '../features/templates/templates.messages.es';
import { profileMessages } from '../features/user/profile.messages.es';

/** The Spanish messages of the staff pages and the counterparty form (index.ts loads them apart). */
export const esFeatures = {
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
} as const;
