import type { DepartmentName } from '@bolo/templating';

/**
 * The office of a fresh install: one company with its signatory, and the five departments whose
 * names the `emailsDepartamentos` variables read. Sample data, written to be replaced: the
 * addresses are under `.example`, which no mail server delivers to.
 */
export const starterSignatory = {
  name: 'Laura',
  apellido: 'Martín Gómez',
  dni: '50123456Q',
  cargo: 'Administradora',
  domicilio: 'Calle de Atocha 10, 28012 Madrid',
};

export const starterCompany = {
  name: 'Mi Productora S.L.',
  cif: 'B87654323',
  direccion: 'Calle de Atocha 10, 28012 Madrid',
  telefono: '910 000 000',
};

/**
 * The company's default advance template: the points every show chases that its production
 * conditions do not already bring (those are in the checklist as soon as they are ticked).
 */
export const starterAdvanceTemplate = {
  name: 'Avance estándar',
  isDefault: true,
  items: [
    { section: 'technical', title: 'Rider técnico firmado', details: '' },
    { section: 'technical', title: 'Plano de escenario (stage plot)', details: '' },
    { section: 'technical', title: 'Input list', details: '' },
    { section: 'hospitality', title: 'Rider de hospitalidad firmado', details: '' },
    { section: 'logistics', title: 'Lista de viajeros', details: 'Nombres, cargos y DNI o pasaporte' },
    {
      section: 'guest_list',
      title: 'Lista de invitados',
      details: 'Nombres y acompañantes, antes de las 18:00',
    },
  ],
} as const;

const office = (department: string) => `${department}@miproductora.example`;

export const starterDepartments: Record<
  DepartmentName,
  { name: string; emails: string[]; description: string }
> = {
  confirmacion: {
    name: 'Confirmación',
    emails: [office('confirmacion')],
    description: 'Contratación y confirmación de fechas',
  },
  produccion: {
    name: 'Producción',
    emails: [office('produccion')],
    description: 'Producción técnica y logística',
  },
  comunicacion: { name: 'Comunicación', emails: [office('prensa')], description: 'Prensa, redes y campañas' },
  accesibilidad: {
    name: 'Accesibilidad',
    emails: [office('accesibilidad')],
    description: 'Accesibilidad y prevención de riesgos laborales',
  },
  avance: {
    name: 'Avance',
    emails: [office('produccion')],
    description: 'Avance y hoja de ruta de cada concierto',
  },
};
