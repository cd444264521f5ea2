/** The page and component names a role's access list may hold (spec §6). */
export const accessNames = [
  'InfoGeneral',
  'DatosContraparte',
  'Contratacion',
  'Produccion',
  'Emails',
  'Contratos',
  'Carteles',
  'Calendario',
  'MasterData',
  'Plantillas',
  'Notificaciones',
  /** Holds on halls and dates (issue 21). */
  'Holds',
  /** With Holds: release, edit, extend and confirm anyone's hold, not only one's own (issue 26). */
  'HoldsAdmin',
  'Liquidacion',
  /** The reports on settled events: every event's figures, fees and margins (issue 21). */
  'Informes',
  /** With InfoGeneral: an event's actions beyond editing it (issue 28); each was InfoGeneral's alone before. */
  'EstadoEvento',
  'DuplicarEvento',
  'BorrarEvento',
  /** The invoices the companies issue, their series and their VERI*FACTU records (issue 30). */
  'Facturas',
  /**
   * Payment schedules, payments and the receivables and payables view (issue 30): the amounts due
   * to and from each party, so the fees of the deals they are made from.
   */
  'Pagos',
] as const;
export type AccessName = (typeof accessNames)[number];

export const ADMIN_ROLE = 'ROLE_ADMIN';

export interface RoleAccess {
  name: string;
  access: readonly string[];
}

export const hasAccess = (role: RoleAccess, access: AccessName): boolean =>
  role.name === ADMIN_ROLE || role.access.includes(access);

/** The parts of an event and the access name that reads and writes each. */
export const eventParts = {
  /** The event row, its tickets, channels and calendars, its company (and the company's signatory). */
  general: 'InfoGeneral',
  /** The parties' snapshots and the masters they were picked from. */
  parties: 'DatosContraparte',
  hiring: 'Contratacion',
  production: 'Produccion',
  /** The contracts, and their share links (a link opens a contract, fees and all). */
  contracts: 'Contratos',
  /** The settlement on the actual figures: tickets sold, expenses, the artist's fee and the margin. */
  settlement: 'Liquidacion',
} as const satisfies Record<string, AccessName>;
export type EventPart = keyof typeof eventParts;

export const mayRead = (role: RoleAccess, part: EventPart): boolean => hasAccess(role, eventParts[part]);

/** The event's actions behind their own access names, each besides InfoGeneral (issue 28). */
export const eventActions = {
  /** Moving the event along the status machine. */
  status: 'EstadoEvento',
  /** A copy of the event (with the parts chosen, each still behind its own name). */
  duplicate: 'DuplicarEvento',
  /** Deleting the event softly and restoring it. */
  delete: 'BorrarEvento',
} as const satisfies Record<string, AccessName>;
export type EventAction = keyof typeof eventActions;

export const mayDo = (role: RoleAccess, action: EventAction): boolean =>
  hasAccess(role, eventParts.general) && hasAccess(role, eventActions[action]);
