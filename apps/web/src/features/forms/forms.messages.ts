import { defineMessages } from '../../i18n/define';

/** The words the shared form pieces say whatever the form. */
export const formsMessages = defineMessages({
  es: {
    'form.leave.title': '¿Salir sin guardar?',
    'form.leave.stay': 'Seguir editando',
    'form.leave.confirm': 'Salir sin guardar',
  },
  en: {
    'form.leave.title': 'Leave without saving?',
    'form.leave.stay': 'Keep editing',
    'form.leave.confirm': 'Leave without saving',
  },
});
