import { describe, expect, it } from 'vitest';
import { maestroIdOf, partySaveInputOf } from './parties';
import { shownTab, tabsFor } from './tabs';

describe('the editor tabs', () => {
  it('shows an administrator every tab', () => {
    expect(tabsFor({ name: 'ROLE_ADMIN', access: [] })).toEqual([
      'general',
      'counterparty',
      'hiring',
      'production',
      'advance',
      'emails',
      'contracts',
      'posters',
      'settlement',
      'payments',
      'history',
    ]);
  });

  it('shows a role only the tabs of its access names', () => {
    const hiringRole = {
      name: 'Contratación',
      access: ['InfoGeneral', 'DatosContraparte', 'Contratacion', 'Emails'],
    };
    expect(tabsFor(hiringRole)).toEqual(['general', 'counterparty', 'hiring', 'emails', 'history']);
    expect(tabsFor({ name: 'Contratos', access: ['InfoGeneral', 'Contratos'] })).toEqual([
      'general',
      'contracts',
      'history',
    ]);
    expect(tabsFor({ name: 'Producción', access: ['Produccion'] })).toEqual(['production', 'advance']);
    expect(tabsFor(null)).toEqual([]);
  });

  it('opens the tab asked for when allowed, else the first one allowed', () => {
    expect(shownTab('hiring', ['general', 'hiring'])).toBe('hiring');
    expect(shownTab('production', ['general', 'hiring'])).toBe('general');
    expect(shownTab(undefined, ['counterparty'])).toBe('counterparty');
    expect(shownTab('general', [])).toBeUndefined();
  });
});

describe('a party save', () => {
  it('sends the master it comes from and the version read', () => {
    expect(
      partySaveInputOf({
        eventId: 3,
        kind: 'sala',
        version: 2,
        maestroId: 9,
        fields: { name: 'Sala Apolo' },
      }),
    ).toEqual({ eventId: 3, kind: 'sala', version: 2, salaMaestroId: 9, name: 'Sala Apolo' });
  });

  it('sends no version for a party the event does not have yet, and no master for one typed by hand', () => {
    expect(
      partySaveInputOf({
        eventId: 3,
        kind: 'productor',
        version: undefined,
        maestroId: null,
        fields: { name: 'P' },
      }),
    ).toEqual({ eventId: 3, kind: 'productor', productorMaestroId: null, name: 'P' });
  });

  it('reads the master a stored party was copied from', () => {
    expect(maestroIdOf('artista', { artistaMaestroId: 4 })).toBe(4);
    expect(maestroIdOf('artista', { artistaMaestroId: null })).toBeNull();
    expect(maestroIdOf('promotor', null)).toBeNull();
  });
});
