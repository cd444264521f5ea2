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
] as const;
export type AccessName = (typeof accessNames)[number];

export const ADMIN_ROLE = 'ROLE_ADMIN';

export interface RoleAccess {
  name: string;
  access: readonly string[];
}

export const hasAccess = (role: RoleAccess, access: AccessName): boolean =>
  role.name === ADMIN_ROLE || role.access.includes(access);
