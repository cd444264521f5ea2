/**
 * The template variable groups of spec §3: what a template may name as `{{grupo.campo}}`, with a
 * label in each language and a sample value for previews and the editor's variable picker.
 */

export type Locale = 'es' | 'en';
export type Label = Record<Locale, string>;

/**
 * How a value is shown: the picker wraps dates, money, lists and yes/no in the helper that formats them;
 * `rows` (ticket tiers, fee tiers) go in an `#each` block.
 */
export type VariableKind = 'text' | 'number' | 'boolean' | 'date' | 'time' | 'money' | 'list' | 'rows';

export interface VariableDefinition {
  key: string;
  label: Label;
  kind: VariableKind;
  sample: unknown;
}

export interface VariableGroup {
  key: string;
  label: Label;
  variables: readonly VariableDefinition[];
}

const v = (key: string, es: string, en: string, kind: VariableKind, sample: unknown): VariableDefinition => ({
  key,
  label: { es, en },
  kind,
  sample,
});
const text = (key: string, es: string, en: string, sample: string) => v(key, es, en, 'text', sample);

const emailLists = (sample: string) => [
  v('emailComunicacion', 'Emails de comunicación', 'Communication emails', 'list', [`prensa@${sample}`]),
  v('emailConfirmacion', 'Emails de confirmación', 'Confirmation emails', 'list', [`booking@${sample}`]),
  v('emailProduccion', 'Emails de producción', 'Production emails', 'list', [`produccion@${sample}`]),
  v('emailPrl', 'Emails de PRL', 'Health and safety emails', 'list', [`prl@${sample}`]),
];

const artistVariables = [
  text('name', 'Nombre', 'Name', 'Zahara'),
  text('cif', 'CIF', 'Tax id', 'B12345674'),
  text('dniFirmante', 'DNI del firmante', "Signatory's id", '12345678Z'),
  text('address', 'Dirección', 'Address', 'Calle Mayor 1, 28013 Madrid'),
  text('companyName', 'Razón social', 'Company name', 'Zahara Música SL'),
  text('nameSignatory', 'Nombre del firmante', "Signatory's name", 'María Zahara'),
  text('phone', 'Teléfono', 'Phone', '600 111 222'),
  text('accountNumber', 'Número de cuenta', 'Account number', 'ES91 2100 0418 4502 0005 1332'),
  text('additionalInfo', 'Información adicional', 'Additional information', 'Viaja con su técnico'),
  v('isTelonero', 'Es telonero', 'Is the opening act', 'boolean', false),
  ...emailLists('zahara.es'),
];

const promoterVariables = [
  text('name', 'Nombre', 'Name', 'Conciertos del Sur'),
  text('cif', 'CIF', 'Tax id', 'B87654321'),
  text('type', 'Tipo', 'Type', 'Promotor local'),
  text('dniFirmante', 'DNI del firmante', "Signatory's id", '87654321X'),
  text('address', 'Dirección', 'Address', 'Avenida de la Constitución 3, Sevilla'),
  text('nameSignatory', 'Nombre del firmante', "Signatory's name", 'Íñigo Núñez'),
  text('email', 'Email', 'Email', 'info@conciertosdelsur.es'),
  ...emailLists('conciertosdelsur.es'),
];

const hallVariables = [
  text('name', 'Nombre', 'Name', 'La Riviera'),
  text('address', 'Dirección', 'Address', 'Paseo Bajo de la Virgen del Puerto, Madrid'),
  text('city', 'Ciudad', 'City', 'Madrid'),
  v('capacity', 'Aforo', 'Capacity', 'number', 2500),
  text('companyName', 'Razón social', 'Company name', 'Riviera Espectáculos SA'),
  text('cif', 'CIF', 'Tax id', 'A28000001'),
  text('direccionSala', 'Dirección de la sala', "Hall's address", 'Paseo Bajo de la Virgen del Puerto s/n'),
  text('nameSignatory', 'Nombre del firmante', "Signatory's name", 'Begoña Ruiz'),
  text('dniFirmante', 'DNI del firmante', "Signatory's id", '11223344B'),
  ...emailLists('lariviera.es'),
];

const hiringVariables = [
  v('cacheFijo', 'Caché fijo', 'Fixed fee', 'money', 1_500_000),
  v('cacheFijoActivo', 'Tiene caché fijo', 'Has a fixed fee', 'boolean', true),
  text('cacheFijoDescripcion', 'Descripción del caché fijo', 'Fixed fee description', 'Más IVA'),
  v('cacheVariableActivo', 'Tiene caché variable', 'Has a variable fee', 'boolean', true),
  text(
    'cacheVariableDescripcion',
    'Descripción del caché variable',
    'Variable fee description',
    'Sobre taquilla neta',
  ),
  v('tramos', 'Tramos del caché variable', 'Variable fee tiers', 'rows', [
    { desde: 0, hasta: 2_000_000, porciento: '70' },
    { desde: 2_000_000, hasta: null, porciento: '80' },
  ]),
  text('formaPagoFijo', 'Forma de pago del fijo', 'Fixed fee payment', 'Transferencia'),
  text('formaPagoVariable', 'Forma de pago del variable', 'Variable fee payment', 'Efectivo'),
  text('tipoContrato', 'Tipo de contrato', 'Contract type', 'Artista'),
  v('exclusividad', 'Exclusividad', 'Exclusivity', 'boolean', true),
  v('invitaciones', 'Invitaciones', 'Guest tickets', 'number', 20),
  text('observacionesInvitaciones', 'Observaciones de invitaciones', 'Guest ticket notes', 'En taquilla'),
  text(
    'observacionesExclusividad',
    'Observaciones de exclusividad',
    'Exclusivity notes',
    'La banda no puede anunciar ningún concierto en la provincia hasta que termine el evento.',
  ),
  text('observacionesTransfer', 'Observaciones de transporte', 'Transfer notes', 'Recogida en Atocha'),
  text('observacionesGenerales', 'Observaciones generales', 'General notes', 'Pago a 30 días'),
  text('politicaMenores', 'Política de menores', 'Minors policy', 'Menores de 16 acompañados'),
];

/** The production times (spec §3), each stored with the day it falls on (`…Day`, issue 28). */
export const productionTimes = [
  ['arrivalTime', 'Hora de llegada', 'Arrival time', '15:00'],
  ['assemblyStart', 'Inicio de montaje', 'Set-up start', '16:00'],
  ['startSoundTest', 'Inicio de la prueba de sonido', 'Sound check start', '18:00'],
  ['endSoundTest', 'Fin de la prueba de sonido', 'Sound check end', '19:00'],
  ['showStart', 'Inicio del concierto', 'Show start', '21:30'],
  ['showEnd', 'Fin del concierto', 'Show end', '23:00'],
  ['backstageExit', 'Salida del backstage', 'Backstage exit', '00:30'],
] as const;

/** The production needs (spec §3), each a yes/no and a description, the spec's spelling kept. */
const productionNeeds = [
  ['acommodation', 'Alojamiento', 'Accommodation'],
  ['donwloadAccess', 'Acceso de descarga', 'Load-in access'],
  ['backline', 'Backline', 'Backline'],
  ['catering', 'Catering', 'Catering'],
  ['transfer', 'Transporte', 'Transfer'],
  ['parking', 'Aparcamiento', 'Parking'],
  ['soundTest', 'Prueba de sonido', 'Sound check'],
  ['hospitality', 'Hospitality', 'Hospitality'],
  ['camerino', 'Camerino', 'Dressing room'],
  ['merchandising', 'Merchandising', 'Merchandising'],
] as const;

const productionVariables = [
  ...productionTimes.map(([key, es, en, sample]) => v(key, es, en, 'time', sample)),
  ...productionNeeds.flatMap(([key, es, en]) => [
    v(key, es, en, 'boolean', true),
    text(`${key}Description`, `${es}: descripción`, `${en}: description`, `${es} para 8 personas`),
  ]),
  text('observations', 'Observaciones técnicas', 'Technical notes', 'Rider adjunto'),
  text('observaciones', 'Observaciones', 'Notes', 'Acreditaciones en la puerta de artistas'),
];

export const departmentNames = [
  'confirmacion',
  'produccion',
  'comunicacion',
  'accesibilidad',
  'avance',
] as const;
export type DepartmentName = (typeof departmentNames)[number];

/** Each department's emails as people write them (the keys are the legacy's, without accents). */
const departmentEmailsLabels: Record<DepartmentName, Label> = {
  confirmacion: { es: 'Emails de confirmación', en: 'Confirmation emails' },
  produccion: { es: 'Emails de producción', en: 'Production emails' },
  comunicacion: { es: 'Emails de comunicación', en: 'Communication emails' },
  accesibilidad: { es: 'Emails de accesibilidad', en: 'Accessibility emails' },
  avance: { es: 'Emails de avance', en: 'Advance emails' },
};

export const contractParties = ['artista', 'promotor', 'sala'] as const;
export type ContractParty = (typeof contractParties)[number];

export const variableGroups = [
  {
    key: 'empresa',
    label: { es: 'Empresa', en: 'Company' },
    variables: [
      text('name', 'Nombre', 'Name', 'Bolo Live SL'),
      text('cif', 'CIF', 'Tax id', 'B00000000'),
      text('direccion', 'Dirección', 'Address', 'Calle de Atocha 10, 28012 Madrid'),
      text('telefono', 'Teléfono', 'Phone', '910 000 000'),
    ],
  },
  {
    key: 'firmante',
    label: { es: 'Firmante', en: 'Signatory' },
    variables: [
      text('name', 'Nombre', 'First name', 'Lucía'),
      text('apellido', 'Apellidos', 'Last name', 'Fernández Peña'),
      text('dni', 'DNI', 'Id number', '00000000T'),
      text('cargo', 'Cargo', 'Position', 'Administradora'),
      text('domicilio', 'Domicilio', 'Address', 'Calle de Atocha 10, Madrid'),
    ],
  },
  {
    key: 'infoGeneral',
    label: { es: 'Información general', en: 'General information' },
    variables: [
      text('name', 'Nombre del evento', 'Event name', 'Zahara en La Riviera'),
      text('eventType', 'Tipo de evento', 'Event type', 'Promotores'),
      text('fase', 'Fase', 'Phase', 'Contratación'),
      text('status', 'Estado', 'Status', 'Confirmado'),
      v('date', 'Fecha', 'Date', 'date', '2026-06-12'),
      v('startTime', 'Hora de inicio', 'Start time', 'time', '21:30'),
      v('duration', 'Duración (minutos)', 'Duration (minutes)', 'number', 90),
      v('aperturaPuertas', 'Apertura de puertas', 'Doors open', 'time', '20:30'),
      text('address', 'Dirección', 'Address', 'Paseo Bajo de la Virgen del Puerto, Madrid'),
      text('location', 'Localidad', 'Location', 'Madrid'),
      v('plazoAnuncio', 'Plazo de anuncio', 'Announcement date', 'date', '2026-03-01'),
      v('salidaVenta', 'Salida a la venta', 'On-sale date', 'date', '2026-03-06'),
      text('escenario', 'Escenario', 'Stage', 'Escenario principal'),
      text('observacionesEscenario', 'Observaciones del escenario', 'Stage notes', '12 × 8 m'),
      v('aforo', 'Aforo', 'Capacity', 'number', 2500),
      v('isAccesible', 'Es accesible', 'Is accessible', 'boolean', true),
      v('isPrl', 'Tiene PRL', 'Has health and safety', 'boolean', true),
    ],
  },
  {
    key: 'entrada',
    label: { es: 'Entradas', en: 'Tickets' },
    variables: [
      v('entradas', 'Tipos de entrada', 'Ticket tiers', 'rows', [
        { descripcion: 'Anticipada', pvp: 2500 },
        { descripcion: 'Taquilla', pvp: 3000 },
      ]),
      v('precioMinimo', 'Precio más bajo', 'Lowest price', 'money', 2500),
      v('precioMaximo', 'Precio más alto', 'Highest price', 'money', 3000),
      v('canales', 'Canales de venta', 'Sales channels', 'list', ['Web oficial', 'Taquilla']),
      text('observaciones', 'Observaciones de entradas', 'Ticket notes', 'Gastos de distribución aparte'),
    ],
  },
  { key: 'artista', label: { es: 'Artista', en: 'Artist' }, variables: artistVariables },
  {
    key: 'artistaMaestro',
    label: { es: 'Artista (maestro)', en: 'Artist (master)' },
    variables: artistVariables,
  },
  { key: 'promotor', label: { es: 'Promotor', en: 'Promoter' }, variables: promoterVariables },
  {
    key: 'promotorMaestro',
    label: { es: 'Promotor (maestro)', en: 'Promoter (master)' },
    variables: promoterVariables,
  },
  { key: 'sala', label: { es: 'Sala', en: 'Hall' }, variables: hallVariables },
  { key: 'salaMaestro', label: { es: 'Sala (maestro)', en: 'Hall (master)' }, variables: hallVariables },
  {
    key: 'contratacion',
    label: { es: 'Contratación (de la parte del documento)', en: "Hiring (of the document's party)" },
    variables: hiringVariables,
  },
  {
    key: 'contratacionArtista',
    label: { es: 'Contratación del artista', en: "Artist's hiring" },
    variables: hiringVariables,
  },
  {
    key: 'contratacionPromotor',
    label: { es: 'Contratación del promotor', en: "Promoter's hiring" },
    variables: hiringVariables,
  },
  {
    key: 'contratacionSala',
    label: { es: 'Contratación de la sala', en: "Hall's hiring" },
    variables: hiringVariables,
  },
  { key: 'produccion', label: { es: 'Producción', en: 'Production' }, variables: productionVariables },
  {
    key: 'usuario',
    label: { es: 'Usuario', en: 'User' },
    variables: [
      text('name', 'Nombre', 'First name', 'Laura'),
      text('lastName', 'Apellidos', 'Last name', 'Gil'),
      text('email', 'Email', 'Email', 'laura@bolo.es'),
    ],
  },
  {
    key: 'emailsDepartamentos',
    label: { es: 'Emails de los departamentos', en: "Departments' emails" },
    variables: departmentNames.map((name) =>
      v(name, departmentEmailsLabels[name].es, departmentEmailsLabels[name].en, 'list', [`${name}@bolo.es`]),
    ),
  },
  {
    key: 'date',
    label: { es: 'Fecha de hoy', en: "Today's date" },
    variables: [v('hoy', 'Hoy', 'Today', 'date', '2026-05-04'), v('anio', 'Año', 'Year', 'number', 2026)],
  },
  {
    key: 'linkShare',
    label: { es: 'Enlaces de los contratos', en: 'Contract links' },
    variables: [
      text('artista', 'Contrato del artista', "Artist's contract", 'https://bolo.es/c/artista-ejemplo'),
      text('promotor', 'Contrato del promotor', "Promoter's contract", 'https://bolo.es/c/promotor-ejemplo'),
      text('sala', 'Contrato de la sala', "Hall's contract", 'https://bolo.es/c/sala-ejemplo'),
    ],
  },
  {
    key: 'hojaDeRuta',
    label: { es: 'Hoja de ruta', en: 'Day sheet' },
    variables: [
      text('url', 'Enlace a la hoja de ruta', 'Day sheet link', 'https://bolo.es/hoja/hoja-ejemplo'),
    ],
  },
] as const satisfies readonly VariableGroup[];

export type GroupKey = (typeof variableGroups)[number]['key'];
/** What a template renders with: every group of the catalogue, every variable in it. */
export type TemplateVariables = Record<GroupKey, Record<string, unknown>>;

const helperOf: Partial<Record<VariableKind, string>> = {
  date: 'fecha',
  money: 'dinero',
  list: 'lista',
  boolean: 'siNo',
};

/** The fields of the rows variables that are amounts in cents: a ticket's price, a fee tier's bounds. */
const moneyRowFields = new Set(['pvp', 'desde', 'hasta']);

const withHelper = (helper: string | undefined, path: string) =>
  helper ? `{{${helper} ${path}}}` : `{{${path}}}`;

/** The placeholder the variable picker inserts: dates, money, lists and yes/no go through their helper. */
export function placeholderOf(group: string, variable: VariableDefinition): string {
  const path = `${group}.${variable.key}`;
  if (variable.kind === 'rows') {
    const [row] = variable.sample as Record<string, unknown>[];
    const fields = Object.keys(row ?? {}).map((field) =>
      withHelper(moneyRowFields.has(field) ? helperOf.money : undefined, field),
    );
    return `{{#each ${path}}}${fields.join(' ')}{{/each}}`;
  }
  return withHelper(helperOf[variable.kind], path);
}

/** Every variable of the catalogue with its sample value: a template's preview without an event. */
export function sampleVariables(): TemplateVariables {
  return Object.fromEntries(
    variableGroups.map((group) => [
      group.key,
      Object.fromEntries(group.variables.map((variable) => [variable.key, variable.sample])),
    ]),
  ) as TemplateVariables;
}

/** Whether `group.field` names a variable of the catalogue. */
export function isKnownVariable(group: string, field?: string): boolean {
  const found = variableGroups.find((g) => g.key === group);
  if (!found) return false;
  return field === undefined || found.variables.some((variable) => variable.key === field);
}
