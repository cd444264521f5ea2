import { describe, expect, it } from 'vitest';
import { centsOf, eurosOf } from '../conditions/money';
import {
  channelValueOf,
  type EventRead,
  generalErrors,
  generalInputOf,
  generalValuesOf,
  newEventValues,
} from './general-values';

const stored = {
  ...generalInputOf(newEventValues()),
  id: 7,
  version: 3,
  name: 'Rosalía Vega en Sala Apolo',
  date: '2027-03-14',
  startTime: '21:30',
  duration: 90,
  aforo: 1600,
  calendars: [2, 5],
  empresaId: 1,
  imageGroup: null,
  entradas: [{ id: 't1', pvp: 2250, descripcion: 'Anticipada' }],
  channelTickets: [{ value: 'web', selected: true, text: 'Web oficial' }],
} as unknown as EventRead;

describe('the general info form', () => {
  it('starts a new event with the defaults of the spec: phase Creación, aforo 0, sold on the official website', () => {
    const values = newEventValues();
    expect(values.fase).toBe('Creacion');
    expect(values.aforo).toBe(0);
    expect(values.channelTickets).toEqual([{ value: 'web', selected: true, text: 'Web oficial' }]);
    expect(values.entradas).toEqual([]);
  });

  it('sends empty dates and times as null, and nothing for a time or duration to be defined', () => {
    const input = generalInputOf({
      ...newEventValues(),
      name: '  Gira  ',
      startTime: '21:00',
      porDefinirHoraInicio: true,
      duration: 120,
      porDefinirDuracion: true,
      aperturaPuertas: '20:00',
    });
    expect(input).toMatchObject({
      name: 'Gira',
      date: null,
      startTime: null,
      porDefinirHoraInicio: true,
      duration: null,
      aperturaPuertas: '20:00',
      plazoAnuncio: null,
      empresaId: null,
    });
  });

  it('keeps a stored event as it was through the form and back', () => {
    const input = generalInputOf(generalValuesOf(stored));
    expect(input).toMatchObject({
      name: stored.name,
      date: '2027-03-14',
      startTime: '21:30',
      duration: 90,
      aforo: 1600,
      calendars: [2, 5],
      empresaId: 1,
      entradas: [{ id: 't1', pvp: 2250, descripcion: 'Anticipada' }],
      channelTickets: [{ value: 'web', selected: true, text: 'Web oficial' }],
    });
  });

  it('reads a contract header never chosen, or stored before it was checked, as the principal group', () => {
    expect(generalValuesOf(stored).imageGroup).toBe('principal');
    const legacy = { ...stored, imageGroup: 'logo-grande' } as EventRead;
    expect(generalInputOf(generalValuesOf(legacy)).imageGroup).toBe('principal');
    const chosen = { ...stored, imageGroup: 'secundario' } as EventRead;
    expect(generalInputOf(generalValuesOf(chosen)).imageGroup).toBe('secundario');
  });

  it('shows prices in euros and sends them in whole cents', () => {
    expect(eurosOf(2250)).toBe(22.5);
    expect(centsOf(22.5)).toBe(2250);
    expect(centsOf(19.995)).toBe(2000);
    const values = { ...newEventValues(), name: 'x' };
    values.entradas = [{ key: 'a', pvp: 12.34, descripcion: 'VIP' }];
    expect(generalInputOf(values).entradas).toEqual([{ pvp: 1234, descripcion: 'VIP' }]);
  });

  it('gives a new sales channel a code from its name', () => {
    expect(channelValueOf('Taquilla del recinto')).toBe('taquilla-del-recinto');
    expect(channelValueOf('Ticketmaster España')).toBe('ticketmaster-espana');
    expect(channelValueOf('¡!')).toBe('canal');
    const values = { ...newEventValues(), name: 'x' };
    values.channelTickets = [{ value: '', selected: false, text: 'Taquilla' }];
    expect(generalInputOf(values).channelTickets).toEqual([
      { value: 'taquilla', selected: false, text: 'Taquilla' },
    ]);
  });

  it('asks for a name, a price for every ticket and a name for every channel', () => {
    const values = newEventValues();
    values.entradas = [{ key: 'a', pvp: '', descripcion: '' }];
    values.channelTickets = [{ value: '', selected: true, text: ' ' }];
    expect(generalErrors(values)).toEqual({
      name: 'required',
      'entradas.0.pvp': 'required',
      'channelTickets.0.text': 'required',
    });
    expect(generalErrors({ ...newEventValues(), name: 'Gira' })).toEqual({});
  });
});
