import { describe, expect, it } from 'vitest';
import { eventDetails, matchesTyped } from './items';

describe('the palette actions typed', () => {
  it('match every word typed, without case or accents, in any order', () => {
    expect(matchesTyped('Nuevo evento', 'EVENTO nue')).toBe(true);
    expect(matchesTyped('Administración', 'administracion')).toBe(true);
    expect(matchesTyped('Nueva plantilla', 'nuevo')).toBe(false);
  });

  it('all match while nothing is typed', () => {
    expect(matchesTyped('Calendario', '  ')).toBe(true);
  });
});

describe('the line under an event', () => {
  it('gives the date, artist and hall it has', () => {
    const event = { date: '2026-06-12', artist: 'Álvaro Soler', hall: 'La Riviera' };
    expect(eventDetails(event, 'es')).toBe('12 jun 2026 · Álvaro Soler · La Riviera');
    expect(eventDetails({ ...event, date: null, hall: null }, 'en')).toBe('Álvaro Soler');
  });
});
