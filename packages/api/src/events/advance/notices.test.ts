import { describe, expect, it } from 'vitest';
import { changesMail, isShowClose } from './notices';

const show = { date: '2027-07-15', startTime: '21:00', porDefinirHoraInicio: false };

describe('which schedule changes are told, and how', () => {
  it('tells the changes of a show starting within 72 hours that has not started', () => {
    // 21:00 in Madrid in summer is 19:00 UTC
    expect(isShowClose(show, new Date('2027-07-12T19:00:00Z'))).toBe(true);
    expect(isShowClose(show, new Date('2027-07-12T18:59:00Z'))).toBe(false);
    expect(isShowClose(show, new Date('2027-07-15T18:59:00Z'))).toBe(true);
    expect(isShowClose(show, new Date('2027-07-15T19:00:00Z'))).toBe(false);
    expect(isShowClose({ ...show, date: null }, new Date('2027-07-15T12:00:00Z'))).toBe(false);
  });

  it('counts a show without its start time from its day’s midnight until the day ends', () => {
    const allDay = { ...show, porDefinirHoraInicio: true };
    expect(isShowClose(allDay, new Date('2027-07-11T22:00:00Z'))).toBe(true);
    expect(isShowClose(allDay, new Date('2027-07-15T21:59:00Z'))).toBe(true);
    expect(isShowClose(allDay, new Date('2027-07-15T22:00:00Z'))).toBe(false);
  });

  it('words each change in the reader’s language, the times of another day with their date', () => {
    const soundcheck = { day: 0, time: '18:00', endTime: '19:00', kind: 'soundcheck' as const, label: '' };
    const mail = changesMail(
      {
        eventName: 'Zahara en La Riviera',
        date: '2027-01-15',
        changes: [
          { before: soundcheck, after: { ...soundcheck, time: '18:30' } },
          {
            before: null,
            after: { day: -1, time: '22:00', endTime: null, kind: 'get_in', label: 'backline' },
          },
          { before: { ...soundcheck, kind: 'custom', label: 'Radio 3' }, after: null },
        ],
        changeCount: 4,
      },
      'en',
    );
    expect(mail.subject).toBe('Schedule changes: Zahara en La Riviera (15 January 2027)');
    expect(mail.text.split('\n')).toEqual([
      'The schedule of Zahara en La Riviera, on 15 January 2027, has changed:',
      '',
      '- Changed: Soundcheck, 18:00–19:00 → 18:30–19:00',
      '- Added: Get-in: backline, 22:00 (14 January 2027)',
      '- Removed: Radio 3, 18:00–19:00',
      '',
      'Changes not listed: 1',
    ]);
  });

  it('tells a step moved to another place, in Spanish', () => {
    const hotel = { day: 0, time: '13:00', endTime: null, kind: 'hotel_check_in' as const, label: '' };
    const mail = changesMail(
      {
        eventName: 'Zahara en La Riviera',
        date: '2027-01-15',
        changes: [
          { before: { ...hotel, place: 'Hotel Ópera' }, after: { ...hotel, place: 'Hotel Liabeny' } },
        ],
        changeCount: 1,
      },
      'es',
    );
    expect(mail.text.split('\n')[2]).toBe(
      '- Cambiado: Entrada en el hotel, 13:00 (Hotel Ópera) → 13:00 (Hotel Liabeny)',
    );
  });
});
