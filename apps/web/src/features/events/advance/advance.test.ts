import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllMessages, translate } from '../../../i18n';
import { type AdvanceChange, advanceValueText, changeText, contactGroups, movedOrder } from './advance';

const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate('es', key, vars);

beforeAll(() => loadAllMessages('es'));

describe('moving a row of the advance', () => {
  const rows = [
    { id: 1, section: 'technical' },
    { id: 2, section: 'hospitality' },
    { id: 3, section: 'technical' },
  ];

  it('swaps it with its neighbour in the list', () => {
    expect(movedOrder(rows, 2, -1)).toEqual([2, 1, 3]);
    expect(movedOrder(rows, 2, 1)).toEqual([1, 3, 2]);
  });

  it('moves a point past the points of other sections, within its own', () => {
    expect(movedOrder(rows, 3, -1, (row) => row.section === 'technical')).toEqual([3, 2, 1]);
  });

  it('leaves the first up and the last down where they are', () => {
    expect(movedOrder(rows, 1, -1)).toEqual([1, 2, 3]);
    expect(movedOrder(rows, 3, 1)).toEqual([1, 2, 3]);
  });
});

describe('the people offered as contacts of the day', () => {
  const person = { role: 'other' as const, phone: '', email: '' };
  const contacts = [
    { ...person, source: 'artista' as const, role: 'tour_manager' as const, name: 'Zahara' },
    { ...person, source: 'provider' as const, name: 'Begoña Ibáñez', organisation: 'Backline Norte' },
    { ...person, source: 'member' as const, name: 'Jon Arrieta', organisation: 'Equipo de sala' },
    { ...person, source: 'provider' as const, name: 'Luces Sur' },
  ];

  it('are grouped by where each comes from, named in the page’s language, each picked by its place in the list', () => {
    expect(contactGroups(contacts, t)).toEqual([
      { group: 'Artista', items: [{ value: '0', label: 'Zahara' }] },
      {
        group: 'Proveedores',
        items: [
          { value: '1', label: 'Begoña Ibáñez · Backline Norte' },
          { value: '3', label: 'Luces Sur' },
        ],
      },
      { group: 'JMS y equipos', items: [{ value: '2', label: 'Jon Arrieta · Equipo de sala' }] },
    ]);
  });
});

describe('what the artist’s link proposed, in words', () => {
  const base: AdvanceChange = {
    id: 1,
    kind: 'confirm_schedule',
    party: 'artista',
    submittedAt: new Date('2027-05-01T10:00:00Z'),
    step: {
      day: 0,
      time: '17:00',
      endTime: '18:00',
      kind: 'soundcheck',
      label: '',
      source: null,
      confirmedAt: null,
    },
    item: null,
    file: null,
    people: null,
    guests: null,
    acceptedAt: null,
    acceptedByName: null,
    rejectedAt: null,
    rejectedByName: null,
  };

  it('names the step a confirmation is for, from not confirmed to confirmed', () => {
    expect(changeText(base, 'es', t)).toEqual({
      what: '17:00–18:00 Prueba de sonido',
      before: 'Sin confirmar',
      after: 'Confirmado',
    });
    expect(changeText({ ...base, step: null }, 'es', t).what).toBe('(ya no está en el avance)');
  });

  it('names a file with its point and size, and the people of a list', () => {
    const file = { ...base, kind: 'file' as const, step: null, item: { title: 'Input list', source: null } };
    expect(changeText({ ...file, file: { id: 3, name: 'input.pdf', size: 2048 } }, 'es', t)).toMatchObject({
      what: 'input.pdf para «Input list»',
      after: expect.stringMatching(/^input\.pdf \(2/),
    });
    const people = [{ name: 'Marta Gil', role: 'tour_manager' as const, job: '', phone: '600 000 001' }];
    expect(changeText({ ...base, kind: 'travelling_party', step: null, people }, 'es', t)).toEqual({
      what: 'Marta Gil',
      before: '—',
      after: 'Marta Gil · Tour manager · 600 000 001',
    });
    const guests = [{ name: 'Lucía Ramos', plusOnes: 1, askedBy: 'Ángel' }];
    expect(changeText({ ...base, kind: 'guest_list', step: null, guests }, 'es', t).after).toBe(
      'Lucía Ramos +1 (Ángel)',
    );
  });

  it('words the history’s confirmed step and file lines', () => {
    expect(
      advanceValueText(
        'confirmed',
        { day: 1, time: '10:00', endTime: null, kind: 'travel', label: '', source: null },
        'es',
        t,
      ),
    ).toMatch(/^10:00 Viaje \(/);
    expect(advanceValueText('file', { title: 'Stage plot', source: null, name: 'plano.pdf' }, 'es', t)).toBe(
      'Stage plot: plano.pdf',
    );
  });
});
