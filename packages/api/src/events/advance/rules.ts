import type { AdvanceSection, ScheduleKind } from '@bolo/db/advance-kinds';
import type { PartyKind } from '@bolo/db/party-kinds';
import type { ProductionRow } from '../schemas';
import type { Guest, TravellingPerson } from './schemas';

/** Spec §9: a time nobody set is 00:00; it makes no schedule item. */
const UNSET_TIME = '00:00';

type TimeField = 'arrivalTime' | 'assemblyStart' | 'startSoundTest' | 'showStart' | 'backstageExit';
type Need =
  | 'acommodation'
  | 'donwloadAccess'
  | 'backline'
  | 'catering'
  | 'transfer'
  | 'parking'
  | 'soundTest'
  | 'hospitality'
  | 'camerino'
  | 'merchandising';

/** What the rule reads of the production conditions: the times with their days, and the needs. */
export type ProductionSheet = Pick<
  ProductionRow,
  TimeField | `${TimeField}Day` | 'endSoundTest' | 'showEnd' | Need | `${Need}Description`
>;

/** A schedule item made from a production time; `source` names the time (its label while `label` is empty). */
export interface ScheduleDraft {
  source: string;
  day: number;
  time: string;
  endTime: string | null;
  kind: ScheduleKind;
}

/** A checklist point made from a production need; its title is the need's label until someone types one. */
export interface ItemDraft {
  source: string;
  section: AdvanceSection;
  details: string;
}

/**
 * Each production time as the step of the day it is: the crew's arrival has no kind of its own
 * (custom, named by the time's label), the load-in is the get-in, the sound check and the show run
 * to their ends, the backstage emptied is the get-out.
 */
const timeSteps: { field: TimeField; kind: ScheduleKind; end?: 'endSoundTest' | 'showEnd' }[] = [
  { field: 'arrivalTime', kind: 'custom' },
  { field: 'assemblyStart', kind: 'get_in' },
  { field: 'startSoundTest', kind: 'soundcheck', end: 'endSoundTest' },
  { field: 'showStart', kind: 'set', end: 'showEnd' },
  { field: 'backstageExit', kind: 'get_out' },
];

/** The section of the checklist each production need is chased in. */
export const needSections: Record<Need, AdvanceSection> = {
  backline: 'technical',
  soundTest: 'technical',
  catering: 'hospitality',
  hospitality: 'hospitality',
  camerino: 'hospitality',
  acommodation: 'logistics',
  donwloadAccess: 'logistics',
  transfer: 'logistics',
  parking: 'logistics',
  merchandising: 'merchandise',
};
const needs = Object.keys(needSections) as Need[];

const byDayAndTime = (a: ScheduleDraft, b: ScheduleDraft) => a.day - b.day || a.time.localeCompare(b.time);

/**
 * What the production conditions already typed give the advance: each time that was set as a step
 * of the schedule (the doors, the event's own field, on the show's day), and each need that is
 * ticked or described as a point of the checklist with its description.
 */
export function advanceFromProduction(
  sheet: ProductionSheet,
  doors: string | null,
): { schedule: ScheduleDraft[]; items: ItemDraft[] } {
  const steps = timeSteps
    .filter(({ field }) => sheet[field] !== UNSET_TIME)
    .map(({ field, kind, end }) => ({
      source: field,
      day: sheet[`${field}Day`],
      time: sheet[field],
      endTime: end && sheet[end] !== UNSET_TIME ? sheet[end] : null,
      kind,
    }));
  const doorsStep: ScheduleDraft[] =
    doors && doors !== UNSET_TIME
      ? [{ source: 'aperturaPuertas', day: 0, time: doors, endTime: null, kind: 'doors' }]
      : [];
  const items = needs
    .filter((need) => sheet[need] || (sheet[`${need}Description`] ?? '').trim() !== '')
    .map((need) => ({
      source: need,
      section: needSections[need],
      details: (sheet[`${need}Description`] ?? '').trim(),
    }));
  return { schedule: [...steps, ...doorsStep].sort(byDayAndTime), items };
}

/** Only the drafts whose source no row of the advance has: filling in twice adds nothing. */
export const notYetIn = <T extends { source: string }>(drafts: T[], sources: ReadonlySet<string | null>) =>
  drafts.filter((draft) => !sources.has(draft.source));

const titleKey = (item: { section: string; title: string }) =>
  `${item.section} ${item.title.trim().toLocaleLowerCase('es')}`;

/** A template's points the checklist lacks (the same title in the same section is there): applying it twice adds nothing. */
export function templateItemsToAdd<T extends { section: AdvanceSection; title: string }>(
  template: T[],
  existing: { section: string; title: string }[],
): T[] {
  const have = new Set(existing.map(titleKey));
  return template.filter((item) => {
    const key = titleKey(item);
    if (have.has(key)) return false;
    have.add(key);
    return true;
  });
}

/**
 * Whether `ids` is the list's rows, each once, in a new order: a reorder that leaves one out or
 * names one of another event is refused.
 */
export const isOrderOf = (ids: readonly number[], rows: readonly { id: number }[]) =>
  ids.length === rows.length && new Set(ids).size === ids.length && rows.every((row) => ids.includes(row.id));

/** How a name is told apart from another: case and spacing aside. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');

/** Whether `name` is not among `known` yet; it is from now on. */
const isNew = (known: Set<string>, name: string) =>
  !known.has(nameKey(name)) && Boolean(known.add(nameKey(name)));

/** The travelling party as the day's contacts: what each does in the notes; one already there by name is not added again. */
export function newPeople(people: TravellingPerson[], contacts: { name: string }[]) {
  const known = new Set(contacts.map((contact) => nameKey(contact.name)));
  return people
    .filter((person) => isNew(known, person.name))
    .map(({ name, role, job, phone }) => ({ role, name, phone, notes: job }));
}

/** A guest as a point of the guest list: the name and how many come with them. */
export const guestTitle = (guest: Guest) =>
  guest.plusOnes > 0 ? `${guest.name} +${guest.plusOnes}` : guest.name;

/** The guest list as points of its section, on the list (confirmed) once staff accept it; one already there is not added again. */
export function guestItems(guests: Guest[], items: { section: AdvanceSection; title: string }[]) {
  const known = new Set(
    items.filter((item) => item.section === 'guest_list').map((item) => nameKey(item.title)),
  );
  return guests
    .filter((guest) => isNew(known, guestTitle(guest)))
    .map((guest) => ({
      section: 'guest_list' as const,
      title: guestTitle(guest),
      owner: guest.askedBy,
      state: 'confirmed' as const,
    }));
}

/**
 * Whose link carries the advance: the artist's, as its tour manager advances the show (the day's
 * times, the stage plot and input list, who travels, the guests).
 */
export const carriesAdvance = (party: PartyKind): boolean => party === 'artista';
