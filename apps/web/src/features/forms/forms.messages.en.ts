import type { Translation } from '../../i18n/define';
import type { formsMessages as es } from './forms.messages.es';

/** The words the shared form pieces say whatever the form. */
export const formsMessages: Translation<typeof es> = {
  'form.leave.title': 'Leave without saving?',
  'form.leave.stay': 'Keep editing',
  'form.leave.confirm': 'Leave without saving',
};
