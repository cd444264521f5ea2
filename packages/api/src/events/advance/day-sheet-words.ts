import type { AdvanceContactRole } from '@bolo/db/advance-kinds';
import type { DaySheetWords, Label, Locale } from '@bolo/templating';

/** A contact's role as the day sheet prints it (the tab's words, `advance.role.*`). */
export const contactRoleLabels: Record<AdvanceContactRole, Label> = {
  promoter_rep: { es: 'Representante del promotor', en: "Promoter's representative" },
  production_manager: { es: 'Jefe de producción', en: 'Production manager' },
  tour_manager: { es: 'Tour manager', en: 'Tour manager' },
  hall_technician: { es: 'Técnico de la sala', en: 'Venue technician' },
  security: { es: 'Seguridad', en: 'Security' },
  runner: { es: 'Runner', en: 'Runner' },
  other: { es: 'Otro', en: 'Other' },
};

export const daySheetWords: Record<Locale, DaySheetWords> = {
  es: {
    schedule: 'Horario',
    time: 'Hora',
    what: 'Qué',
    place: 'Lugar',
    notes: 'Notas',
    contacts: 'Contactos',
    role: 'Papel',
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Correo',
    hotel: 'Hotel',
    map: 'Mapa',
    noSteps: 'No hay nada en el horario de este día.',
  },
  en: {
    schedule: 'Schedule',
    time: 'Time',
    what: 'What',
    place: 'Place',
    notes: 'Notes',
    contacts: 'Contacts',
    role: 'Role',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    hotel: 'Hotel',
    map: 'Map',
    noSteps: 'Nothing is scheduled on this day.',
  },
};

/** The sheet's title line and the change time's words. */
export const daySheetTitles = {
  document: { es: 'Hoja de ruta', en: 'Day sheet' },
  updated: { es: 'Actualizado el {at}', en: 'Updated on {at}' },
  /** A day counted from the show's when the show has no date yet. */
  daysAfter: { es: '{days} días después del concierto', en: '{days} days after the show' },
  daysBefore: { es: '{days} días antes del concierto', en: '{days} days before the show' },
} satisfies Record<string, Label>;
