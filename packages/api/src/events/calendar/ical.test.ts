import { describe, expect, it } from 'vitest';
import { type FeedEvent, icalendarOf, zonedToUtc } from './ical';

const options = {
  calendarName: 'Giras, 2026',
  eventUrl: (id: number) => `https://bolo.example.com/event/${id}`,
  holdsUrl: 'https://bolo.example.com/calendar',
  host: 'bolo.example.com',
  now: new Date('2026-05-01T10:20:30Z'),
  timeZone: 'Europe/Madrid',
};

const event = (extra: Partial<FeedEvent> = {}): FeedEvent => ({
  id: 7,
  name: 'Rosalía Vega — Gira de Primavera',
  date: '2026-06-12',
  startTime: '21:30',
  porDefinirHoraInicio: false,
  duration: 90,
  location: 'Sala Apolo, Barcelona',
  status: 'Confirmado',
  updatedAt: new Date('2026-04-30T08:00:00Z'),
  ...extra,
});

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('the iCalendar text of a feed', () => {
  it('escapes backslash, semicolon, comma and line breaks in text values', () => {
    const text = 'a\\b; c, d\ne\r\nf';
    const lines = unfold(icalendarOf([event({ name: text })], { ...options, calendarName: text })).split(
      '\r\n',
    );
    expect(lines).toContain('SUMMARY:a\\\\b\\; c\\, d\\ne\\nf');
    expect(lines).toContain('X-WR-CALNAME:a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a multi-byte character', () => {
    const text = icalendarOf([event({ name: 'ñ'.repeat(80) })], options);
    const lines = text.split('\r\n');
    const summary = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    expect(lines[summary + 1]?.startsWith(' ')).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(text).split('\r\n')).toContain(`SUMMARY:${'ñ'.repeat(80)}`);
  });

  it('turns a Madrid wall-clock time into UTC, summer and winter', () => {
    expect(zonedToUtc('2026-06-12', '21:30', 'Europe/Madrid').toISOString()).toBe('2026-06-12T19:30:00.000Z');
    expect(zonedToUtc('2026-12-12', '21:30', 'Europe/Madrid').toISOString()).toBe('2026-12-12T20:30:00.000Z');
    // the day the clocks go back: noon is already winter time
    expect(zonedToUtc('2026-10-25', '12:00', 'Europe/Madrid').toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });

  it('writes a calendar with one event per show, CRLF line ends and UTC times', () => {
    const text = icalendarOf([event()], options);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = unfold(text).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'X-WR-CALNAME:Giras\\, 2026',
        'BEGIN:VEVENT',
        'UID:event-7@bolo.example.com',
        'DTSTAMP:20260501T102030Z',
        'DTSTART:20260612T193000Z',
        'DTEND:20260612T210000Z',
        'SUMMARY:Rosalía Vega — Gira de Primavera',
        'LOCATION:Sala Apolo\\, Barcelona',
        'STATUS:CONFIRMED',
        'URL;VALUE=URI:https://bolo.example.com/event/7',
        'DESCRIPTION:https://bolo.example.com/event/7',
        'LAST-MODIFIED:20260430T080000Z',
        'X-WR-TIMEZONE:Europe/Madrid',
        'END:VEVENT',
      ]),
    );
  });

  it('makes an event without a start time (or with it "por definir") an all-day event', () => {
    for (const extra of [{ startTime: null }, { porDefinirHoraInicio: true }]) {
      const lines = unfold(icalendarOf([event({ ...extra, date: '2026-12-31' })], options)).split('\r\n');
      expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
      expect(lines).toContain('DTEND;VALUE=DATE:20270101');
      expect(lines.filter((line) => /^(DTEND|DURATION)/.test(line))).toEqual(['DTEND;VALUE=DATE:20270101']);
    }
  });

  it('gives a timed event without a known duration no end', () => {
    const lines = unfold(icalendarOf([event({ duration: null })], options)).split('\r\n');
    expect(lines).toContain('DTSTART:20260612T193000Z');
    expect(lines.some((line) => /^(DTEND|DURATION)/.test(line))).toBe(false);
  });

  it('marks a cancelled show as cancelled and a draft as tentative', () => {
    const text = icalendarOf([event({ status: 'Cancelado' }), event({ id: 8, status: 'Borrador' })], options);
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain('STATUS:TENTATIVE');
  });

  it('writes an empty calendar when there is no event', () => {
    const text = icalendarOf([], options);
    expect(text).not.toContain('BEGIN:VEVENT');
    expect(text).toContain('END:VCALENDAR');
  });
});
