import { describe, expect, it } from 'vitest';
import { localizedRuleMessage } from '../shared/rule-messages';
import { masterSchemas } from './schemas';
import { scheduleOf, showDayOrderIssues, showDaySchedule } from './show-day';

const company = (schedule: Record<string, unknown>) =>
  masterSchemas.company.safeParse({ name: 'Bolo Norte', cif: '', direccion: '', telefono: '', ...schedule });

const messagesOf = (schedule: Record<string, unknown>) =>
  (company(schedule).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe("a company's show-day schedule", () => {
  it('takes whole minutes, up to 48 hours before the start, or none (the office’s)', () => {
    expect(company({ arrivalTimeBefore: 2880, showMinutes: 120, backstageExitAfter: 0 }).success).toBe(true);
    expect(company({ arrivalTimeBefore: null }).success).toBe(true);
    expect(messagesOf({ arrivalTimeBefore: 2881 })).toEqual([
      ['arrivalTimeBefore', 'Minutos enteros antes del inicio, de 0 a 2880 (48 horas)'],
    ]);
    expect(messagesOf({ aperturaPuertasBefore: 30.5 })).toEqual([
      ['aperturaPuertasBefore', 'Minutos enteros antes del inicio, de 0 a 2880 (48 horas)'],
    ]);
    expect(messagesOf({ startSoundTestBefore: -1 })).toEqual([
      ['startSoundTestBefore', 'Minutos enteros antes del inicio, de 0 a 2880 (48 horas)'],
    ]);
    expect(messagesOf({ showMinutes: 0 })).toEqual([
      ['showMinutes', 'Minutos enteros, de 1 a 1440 (24 horas)'],
    ]);
  });

  it('keeps its steps in order, each refusal on the later step and naming both, in Spanish and English', () => {
    expect(showDayOrderIssues({ ...showDaySchedule })).toEqual([]);
    const issues = showDayOrderIssues({
      arrivalTimeBefore: 120,
      assemblyStartBefore: 180,
      startSoundTestBefore: 90,
      endSoundTestBefore: 90,
      aperturaPuertasBefore: 120,
    });
    expect(issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['assemblyStartBefore', 'El montaje no puede empezar antes de la llegada del equipo'],
      ['endSoundTestBefore', 'La prueba de sonido tiene que terminar después de empezar'],
      ['aperturaPuertasBefore', 'Las puertas no pueden abrir antes del fin de la prueba de sonido'],
    ]);
    expect(issues.map((issue) => localizedRuleMessage(issue.message, 'en'))).toEqual([
      'The load-in cannot start before the crew arrives',
      'The sound check must end after it starts',
      'The doors cannot open before the sound check ends',
    ]);
  });

  it("checks a step left empty as the office's: a crew arriving an hour before cannot load in 5½ hours before", () => {
    expect(showDayOrderIssues({ arrivalTimeBefore: 60 }).map((issue) => issue.path[0])).toEqual([
      'assemblyStartBefore',
    ]);
    expect(showDayOrderIssues({ arrivalTimeBefore: 600, assemblyStartBefore: null })).toEqual([]);
  });

  it("is the office's where the company has none of its own", () => {
    expect(scheduleOf(null)).toEqual(showDaySchedule);
    expect(scheduleOf({ showMinutes: 120, arrivalTimeBefore: null })).toEqual({
      ...showDaySchedule,
      showMinutes: 120,
    });
  });
});
