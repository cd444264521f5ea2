import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllMessages, type MessageKey, translate } from '../../../i18n';
import { contactGroups, movedOrder } from './advance';

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
  beforeAll(() => loadAllMessages('es'));
  const person = { role: 'other' as const, phone: '', email: '' };
  const contacts = [
    { ...person, source: 'artista' as const, role: 'tour_manager' as const, name: 'Zahara' },
    { ...person, source: 'provider' as const, name: 'Begoña Ibáñez', organisation: 'Backline Norte' },
    { ...person, source: 'member' as const, name: 'Jon Arrieta', organisation: 'Equipo de sala' },
    { ...person, source: 'provider' as const, name: 'Luces Sur' },
  ];

  it('are grouped by where each comes from, named in the page’s language, each picked by its place in the list', () => {
    const t = (key: MessageKey) => translate('es', key);
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
