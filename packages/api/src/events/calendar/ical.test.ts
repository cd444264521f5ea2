import { describe, expect, it } from 'vitest';
import { type FeedEvent, type FeedStep, icalendarOf, stepTimes, zonedToUtc } from './ical';

const options = {
  calendarName: 'Giras, 2026',
  eventUrl: (id: number) => `https://bolo.example.com/event/${id}`,
  holdsUrl: 'https://bolo.example.com/calendar',
  host: 'bolo.example.com',
  now: new Date('2026-05-01T10:20:30Z'),
  timeZone: 'Europe/Madrid',
  locale: 'es' as const,
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

const step = (extra: Partial<FeedStep> = {}): FeedStep => ({
  id: 34,
  day: 0,
  time: '18:00',
  endTime: null,
  kind: 'soundcheck',
  label: '',
  place: '',
  notes: '',
  updatedAt: new Date('2026-04-30T09:00:00Z'),
  ...extra,
});

/** The VEVENT whose UID is `uid`, its lines unfolded. */
const entry = (text: string, uid: string) =>
  unfold(text)
    .split('BEGIN:VEVENT')
    .find((block) => block.includes(`UID:${uid}\r\n`))
    ?.split('\r\n');

describe('a show’s schedule in the feed', () => {
  it('puts a sound check at 18:00 in Madrid at 17:00 UTC in winter and 16:00 UTC in summer', () => {
    const at = (date: string) => stepTimes(date, step(), 'Europe/Madrid').start.toISOString();
    expect(at('2027-01-15')).toBe('2027-01-15T17:00:00.000Z');
    expect(at('2027-07-15')).toBe('2027-07-15T16:00:00.000Z');
  });

  it('counts a step’s day from the show’s, the day before and past midnight included', () => {
    const times = (extra: Partial<FeedStep>, date = '2027-01-15') => {
      const { start, end } = stepTimes(date, step(extra), 'Europe/Madrid');
      return [start.toISOString(), end?.toISOString() ?? null];
    };
    // the get-in the day before, in winter
    expect(times({ day: -1, time: '22:00', endTime: '23:30' })).toEqual([
      '2027-01-14T21:00:00.000Z',
      '2027-01-14T22:30:00.000Z',
    ]);
    // the get-out after midnight: the next day's 01:30
    expect(times({ day: 1, time: '01:30', endTime: '03:00' }, '2027-07-15')).toEqual([
      '2027-07-15T23:30:00.000Z',
      '2027-07-16T01:00:00.000Z',
    ]);
    // a set from 23:30 to 01:00 ends the next day
    expect(times({ time: '23:30', endTime: '01:00' }, '2027-07-15')).toEqual([
      '2027-07-15T21:30:00.000Z',
      '2027-07-15T23:00:00.000Z',
    ]);
    // the night the clocks go back: 01:00 is still summer time, 04:00 winter
    expect(times({ day: 1, time: '01:00', endTime: '04:00' }, '2026-10-24')).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T03:00:00.000Z',
    ]);
  });

  it('writes each step as an entry of its own: its UID, kind and text, place, notes and UTC times', () => {
    const show = event({
      id: 12,
      date: '2027-01-15',
      steps: [
        step({
          endTime: '19:00',
          label: 'banda invitada',
          place: 'Escenario 2',
          notes: 'Traer DI\nSin humo',
        }),
        step({ id: 35, day: -1, time: '22:00', kind: 'get_in' }),
        step({ id: 36, time: '12:30', kind: 'custom', label: 'Entrevista en Radio 3' }),
      ],
    });
    const text = icalendarOf([show], options);
    expect(entry(text, 'event-12@bolo.example.com')).toContain('DTSTART:20270115T203000Z');
    expect(entry(text, 'event-12-step-34@bolo.example.com')).toEqual(
      expect.arrayContaining([
        'DTSTART:20270115T170000Z',
        'DTEND:20270115T180000Z',
        'SUMMARY:Prueba de sonido: banda invitada — Rosalía Vega — Gira de Primavera',
        'LOCATION:Escenario 2',
        'DESCRIPTION:Traer DI\\nSin humo\\n\\nhttps://bolo.example.com/event/12',
        'STATUS:CONFIRMED',
      ]),
    );
    const getIn = entry(text, 'event-12-step-35@bolo.example.com');
    expect(getIn).toEqual(
      expect.arrayContaining([
        'DTSTART:20270114T210000Z',
        'SUMMARY:Llegada y carga — Rosalía Vega — Gira de Primavera',
        // no place of its own: the show's
        'LOCATION:Sala Apolo\\, Barcelona',
      ]),
    );
    expect(getIn?.some((line) => line.startsWith('DTEND'))).toBe(false);
    expect(entry(text, 'event-12-step-36@bolo.example.com')).toContain(
      'SUMMARY:Entrevista en Radio 3 — Rosalía Vega — Gira de Primavera',
    );
  });

  it('words the kinds in the feed’s language', () => {
    const text = icalendarOf([event({ steps: [step()] })], { ...options, locale: 'en' });
    expect(unfold(text)).toContain('SUMMARY:Soundcheck — Rosalía Vega — Gira de Primavera');
  });
});
