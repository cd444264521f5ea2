import { searchKey } from '@bolo/api/masters/public';
import type { Locale } from '../../../i18n';
import type { Variable, VariableGroup } from '../api';
import { type ChipCatalogue, readPlaceholder } from './placeholders';

/** The catalogue as the editor uses it: which placeholders are chips, and what a chip reads. */
export interface VariableIndex extends ChipCatalogue {
  /** "Artista · Nombre", with a helper's arguments after: "Información general · Fecha (largo)". */
  labelOf: (placeholder: string, locale: Locale) => string;
}

const insideOf = (placeholder: string) => placeholder.replace(/^\{\{|\}\}$/g, '');
const unquote = (arg: string) => arg.replace(/^["']|["']$/g, '');

/** Indexes the catalogue of `templates.variables`; the helpers are those its placeholders use. */
export function indexVariables(groups: readonly VariableGroup[]): VariableIndex {
  const byPath = new Map<string, { group: VariableGroup; variable: Variable }>();
  const helpers = new Set<string>();
  for (const group of groups) {
    for (const variable of group.variables) {
      byPath.set(`${group.key}.${variable.key}`, { group, variable });
      const helper = readPlaceholder(insideOf(variable.placeholder))?.helper;
      if (helper) helpers.add(helper);
    }
  }
  return {
    isVariable: (path) => byPath.has(path),
    isHelper: (name) => helpers.has(name),
    labelOf: (placeholder, locale) => {
      const read = readPlaceholder(insideOf(placeholder));
      const found = read && byPath.get(read.path);
      if (!read || !found) return placeholder;
      const label = `${found.group.label[locale]} · ${found.variable.label[locale]}`;
      return read.args.length > 0 ? `${label} (${read.args.map(unquote).join(', ')})` : label;
    },
  };
}

/** The groups and variables whose label (in either language), key or placeholder holds `query`, any case or accents. */
export function searchVariables(groups: readonly VariableGroup[], query: string): VariableGroup[] {
  const q = searchKey(query);
  if (!q) return [...groups];
  const holds = (...texts: string[]) => texts.some((text) => searchKey(text).includes(q));
  return groups.flatMap((group) => {
    const variables = holds(group.label.es, group.label.en, group.key)
      ? group.variables
      : group.variables.filter((variable) =>
          holds(variable.label.es, variable.label.en, variable.key, variable.placeholder),
        );
    return variables.length > 0 ? [{ ...group, variables }] : [];
  });
}
