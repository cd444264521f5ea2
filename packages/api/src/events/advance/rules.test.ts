import { describe, expect, it } from 'vitest';
import {
  advanceFromProduction,
  carriesAdvance,
  guestItems,
  isOrderOf,
  newPeople,
  notYetIn,
  type ProductionSheet,
  templateItemsToAdd,
} from './rules';

const needs = [
  'acommodation',
  'donwloadAccess',
  'backline',
  'catering',
  'transfer',
  'parking',
  'soundTest',
  'hospitality',
  'camerino',
  'merchandising',
] as const;

/** A production sheet nobody touched: every time 00:00 on the show's day, nothing needed. */
const blank: ProductionSheet = {
  arrivalTime: '00:00',
  arrivalTimeDay: 0,
  assemblyStart: '00:00',
  assemblyStartDay: 0,
  startSoundTest: '00:00',
  startSoundTestDay: 0,
  endSoundTest: '00:00',
  showStart: '00:00',
  showStartDay: 0,
  showEnd: '00:00',
  backstageExit: '00:00',
  backstageExitDay: 0,
  ...Object.fromEntries(
    needs.flatMap((need) => [
      [need, false],
      [`${need}Description`, null],
    ]),
  ),
} as ProductionSheet;

describe('advanceFromProduction', () => {
  it('makes nothing of a sheet nobody filled in', () => {
    expect(advanceFromProduction(blank, null)).toEqual({ schedule: [], items: [] });
  });

  it('turns the times set into the day’s steps in time order, the doors among them', () => {
    const { schedule } = advanceFromProduction(
      {
        ...blank,
        assemblyStart: '22:00',
        assemblyStartDay: -1,
        startSoundTest: '17:00',
        endSoundTest: '18:00',
        showStart: '23:30',
        showEnd: '01:00',
        backstageExit: '02:00',
        backstageExitDay: 1,
      },
      '22:30',
    );
    expect(schedule).toEqual([
      { source: 'assemblyStart', day: -1, time: '22:00', endTime: null, kind: 'get_in' },
      { source: 'startSoundTest', day: 0, time: '17:00', endTime: '18:00', kind: 'soundcheck' },
      { source: 'aperturaPuertas', day: 0, time: '22:30', endTime: null, kind: 'doors' },
      { source: 'showStart', day: 0, time: '23:30', endTime: '01:00', kind: 'set' },
      { source: 'backstageExit', day: 1, time: '02:00', endTime: null, kind: 'get_out' },
    ]);
  });

  it('makes a checklist point of each need ticked or described, section by section', () => {
    const { items } = advanceFromProduction(
      {
        ...blank,
        backline: true,
        acommodation: true,
        acommodationDescription: ' Hotel Único, 4 dobles ',
        merchandisingDescription: 'Vende la sala, 20 %',
        parkingDescription: '   ',
      },
      null,
    );
    expect(items).toEqual([
      { source: 'backline', section: 'technical', details: '' },
      { source: 'acommodation', section: 'logistics', details: 'Hotel Único, 4 dobles' },
      { source: 'merchandising', section: 'merchandise', details: 'Vende la sala, 20 %' },
    ]);
  });
});

describe('filling in twice', () => {
  it('leaves out what came from the same source before', () => {
    const drafts = [{ source: 'showStart' }, { source: 'backline' }];
    expect(notYetIn(drafts, new Set(['backline', null]))).toEqual([{ source: 'showStart' }]);
  });

  it('adds only the template’s points the checklist lacks, by section and title whatever the case', () => {
    const template = [
      { section: 'technical' as const, title: 'Input list', details: '' },
      { section: 'hospitality' as const, title: 'Input list', details: '' },
      { section: 'technical' as const, title: 'Stage plot', details: '' },
    ];
    expect(templateItemsToAdd(template, [{ section: 'technical', title: ' input LIST' }])).toEqual(
      template.slice(1),
    );
  });
});

describe('a new order of a list', () => {
  const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('names every row once', () => {
    expect(isOrderOf([3, 1, 2], rows)).toBe(true);
    expect(isOrderOf([3, 1], rows)).toBe(false);
    expect(isOrderOf([3, 1, 1], rows)).toBe(false);
    expect(isOrderOf([3, 1, 4], rows)).toBe(false);
  });
});

describe('what the artist’s link sends, as the advance takes it', () => {
  it('is carried by the artist’s link only', () => {
    expect(
      ['artista', 'promotor', 'sala', 'productor'].filter((party) => carriesAdvance(party as never)),
    ).toEqual(['artista']);
  });

  it('adds the travelling party as contacts, what each does in the notes, not twice by name', () => {
    const people = [
      { name: 'Marta  Gil', role: 'tour_manager' as const, job: '', phone: '600' },
      { name: 'Iván Pena', role: 'other' as const, job: 'Monitores', phone: '' },
      { name: 'iván pena', role: 'other' as const, job: 'Monitores', phone: '' },
    ];
    expect(newPeople(people, [{ name: 'marta gil' }])).toEqual([
      { role: 'other', name: 'Iván Pena', phone: '', notes: 'Monitores' },
    ]);
  });

  it('adds each guest as a confirmed point of the guest list, with their plus-ones and who asked', () => {
    const guests = [
      { name: 'Lucía Ramos', plusOnes: 1, askedBy: 'Ángel' },
      { name: 'Pablo', plusOnes: 0, askedBy: '' },
    ];
    expect(guestItems(guests, [{ section: 'guest_list', title: 'Pablo' }])).toEqual([
      { section: 'guest_list', title: 'Lucía Ramos +1', owner: 'Ángel', state: 'confirmed' },
    ]);
    // a title elsewhere in the checklist is no guest
    expect(guestItems(guests, [{ section: 'hospitality', title: 'Pablo' }])).toHaveLength(2);
  });
});
