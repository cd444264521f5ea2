import { describe, expect, it } from 'vitest';
import { canChangeStatus, eventStatuses, nextStatuses } from './status';

describe('event status', () => {
  it('takes a draft on hold, to confirmed, announced and played', () => {
    expect(canChangeStatus('Borrador', 'Opcion')).toBe(true);
    expect(canChangeStatus('Opcion', 'Confirmado')).toBe(true);
    expect(canChangeStatus('Confirmado', 'Anunciado')).toBe(true);
    expect(canChangeStatus('Anunciado', 'Realizado')).toBe(true);
  });

  it('postpones a confirmed or announced show and confirms or announces it again', () => {
    expect(canChangeStatus('Anunciado', 'Aplazado')).toBe(true);
    expect(canChangeStatus('Aplazado', 'Confirmado')).toBe(true);
    expect(canChangeStatus('Aplazado', 'Anunciado')).toBe(true);
  });

  it('cancels anything not played yet, and reopens a cancelled event only as a draft', () => {
    for (const from of eventStatuses.filter((s) => s !== 'Realizado' && s !== 'Cancelado')) {
      expect(canChangeStatus(from, 'Cancelado'), from).toBe(true);
    }
    expect(nextStatuses('Cancelado')).toEqual(['Borrador']);
  });

  it('refuses skipping ahead or going back from a confirmed date', () => {
    expect(canChangeStatus('Borrador', 'Anunciado')).toBe(false);
    expect(canChangeStatus('Opcion', 'Realizado')).toBe(false);
    expect(canChangeStatus('Confirmado', 'Borrador')).toBe(false);
    expect(canChangeStatus('Anunciado', 'Opcion')).toBe(false);
  });

  it('keeps a played show played, and lets any status stay as it is', () => {
    expect(nextStatuses('Realizado')).toEqual([]);
    for (const status of eventStatuses) expect(canChangeStatus(status, status)).toBe(true);
  });

  it('offers no move from a status it does not know', () => {
    expect(nextStatuses('Inventado')).toEqual([]);
    expect(canChangeStatus('Inventado', 'Borrador')).toBe(false);
  });
});
