/** The words the shared form pieces say whatever the form. */
export const formsMessages = {
  'form.leave.title': '¿Salir sin guardar?',
  'form.leave.stay': 'Seguir editando',
  'form.leave.confirm': 'Salir sin guardar',
};
