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
