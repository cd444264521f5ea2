import type { RoleAccess } from '@bolo/api/access';
import { roleAllows } from '../../admin/access';

/** The editor's tabs in order, each behind the access name of spec §6. */
export const editorTabs = [
  { key: 'general', access: 'InfoGeneral' },
  { key: 'counterparty', access: 'DatosContraparte' },
  { key: 'hiring', access: 'Contratacion' },
  { key: 'production', access: 'Produccion' },
  { key: 'advance', access: 'Produccion' },
  { key: 'emails', access: 'Emails' },
  { key: 'contracts', access: 'Contratos' },
  { key: 'posters', access: 'Carteles' },
  { key: 'settlement', access: 'Liquidacion' },
  { key: 'payments', access: 'Pagos' },
  { key: 'history', access: 'InfoGeneral' },
] as const;
export type EditorTab = (typeof editorTabs)[number]['key'];
export const editorTabKeys = editorTabs.map((tab) => tab.key);

/** The tabs a role may open. */
export const tabsFor = (role: RoleAccess | null | undefined): EditorTab[] =>
  editorTabs.filter((tab) => roleAllows(role, tab.access)).map((tab) => tab.key);

/** The tab to show: the one asked for when the role may open it, else the first it may. */
export const shownTab = (
  asked: EditorTab | undefined,
  allowed: readonly EditorTab[],
): EditorTab | undefined => (asked && allowed.includes(asked) ? asked : allowed[0]);
