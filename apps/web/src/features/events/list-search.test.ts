import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearSavedEventListSearch,
  type EventListSearch,
  parseEventListSearch,
  savedSearchKey,
  savedSearchToRestore,
  saveEventListSearch,
  toListInput,
  withoutFilters,
} from './list-search';

/** localStorage as a map, so the tests run without a browser. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const parse = (params: Record<string, unknown>) => parseEventListSearch(params);

describe('the list search params', () => {
  it('keeps every filter a person can set', () => {
    expect(
      parse({
        q: '  Rosalía  ',
        from: '2026-05-01',
        to: '2026-05-31',
        eventType: 'Sala',
        fase: 'Negociacion',
        status: 'Confirmado',
        calendarId: 3,
        empresaId: '7',
        mine: true,
        sort: 'hallName',
        order: 'asc',
        size: 50,
        page: 2,
        view: 'deleted',
      }),
    ).toEqual({
      q: 'Rosalía',
      from: '2026-05-01',
      to: '2026-05-31',
      eventType: 'Sala',
      fase: 'Negociacion',
      status: 'Confirmado',
      calendarId: 3,
      empresaId: 7,
      mine: true,
      sort: 'hallName',
      order: 'asc',
      size: 50,
      page: 2,
      view: 'deleted',
    });
  });

  it('drops a hand-typed value the list does not know, keeping the good ones', () => {
    const search = parse({
      q: '   ',
      from: '2026-02-30',
      to: 'mañana',
      eventType: 'Festival',
      fase: 'fase9',
      status: 'Vendido',
      calendarId: 'abc',
      empresaId: -1,
      mine: 'yes',
      sort: 'aforo',
      size: 30,
      page: 0,
      view: 'all',
      fase2: 'Creacion',
    });
    expect(Object.values(search).filter((value) => value !== undefined)).toEqual([]);
    expect(parse({ status: 'Opcion', sort: 'secret' })).toEqual({ status: 'Opcion' });
  });

  it('turns a date range given backwards round', () => {
    expect(parse({ from: '2026-06-30', to: '2026-06-01' })).toMatchObject({
      from: '2026-06-01',
      to: '2026-06-30',
    });
  });

  it('counts the filters in use, a date range once, and clears them keeping the sort', () => {
    const search: EventListSearch = {
      q: 'apolo',
      from: '2026-01-01',
      to: '2026-02-01',
      mine: true,
      sort: 'name',
    };
    expect(activeFilterCount(search)).toBe(3);
    expect(activeFilterCount({ to: '2026-02-01' })).toBe(1);
    expect(activeFilterCount({ sort: 'name', order: 'asc', size: 50 })).toBe(0);
    expect(withoutFilters(search)).toEqual({ sort: 'name' });
  });

  it('asks the server with the defaults (the next shows first) and only the filters in use, never the view', () => {
    expect(toListInput({ fase: 'Creacion', view: 'deleted', q: undefined })).toEqual({
      page: 1,
      size: 20,
      sort: 'upcoming',
      order: 'asc',
      fase: 'Creacion',
    });
  });
});

describe('the saved search', () => {
  it('is kept for each user apart, without the page or the view', () => {
    const storage = memoryStorage();
    saveEventListSearch(1, { q: 'apolo', page: 3, view: 'deleted', sort: 'name' }, storage);
    saveEventListSearch(2, { fase: 'Celebrado' }, storage);
    expect(savedSearchToRestore(1, {}, storage)).toEqual({ q: 'apolo', sort: 'name' });
    expect(savedSearchToRestore(2, {}, storage)).toEqual({ fase: 'Celebrado' });
    expect(savedSearchToRestore(3, {}, storage)).toBeUndefined();
    expect(savedSearchKey(1)).not.toBe(savedSearchKey(2));
  });

  it('is restored only when the list opens bare', () => {
    const storage = memoryStorage();
    saveEventListSearch(1, { q: 'apolo' }, storage);
    expect(savedSearchToRestore(1, { status: 'Borrador' }, storage)).toBeUndefined();
    expect(savedSearchToRestore(1, { view: 'deleted' }, storage)).toBeUndefined();
  });

  it('is forgotten when cleared, when the list has nothing left to keep, or when it cannot be read', () => {
    const storage = memoryStorage();
    saveEventListSearch(1, { q: 'apolo' }, storage);
    clearSavedEventListSearch(1, storage);
    expect(storage.items.size).toBe(0);
    saveEventListSearch(1, { q: 'apolo' }, storage);
    saveEventListSearch(1, { page: 2 }, storage);
    expect(storage.items.size).toBe(0);
    storage.setItem(savedSearchKey(1), '{not json');
    expect(savedSearchToRestore(1, {}, storage)).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });
});
