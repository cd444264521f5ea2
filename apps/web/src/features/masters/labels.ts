import type { Translate } from '../../i18n';
import type { MasterDescription } from './descriptions';

/**
 * The label of the field a path points into (`members.0.email` → "Miembros 1 · Email"), or empty
 * for a path that names no field of the master.
 */
export function fieldLabel(description: MasterDescription, path: string, t: Translate): string {
  const [name, index, part] = path.split('.');
  const field = description.fields.find((spec) => spec.name === name);
  if (!field) return '';
  const label = t(`masters.field.${field.name}`);
  if (field.kind !== 'members' || index === undefined) return label;
  const member = `${label} ${Number(index) + 1}`;
  return part === 'name' || part === 'role' || part === 'email' || part === 'phone'
    ? `${member} · ${t(`masters.member.${part}`)}`
    : member;
}
