import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../access';
import { duplicableParts } from './options';
import { mayDuplicate } from './parts';

describe('who may duplicate an event', () => {
  it('needs the access of every part the copy writes, the general info always', () => {
    const desk = { name: 'Taquilla', access: ['InfoGeneral'] };
    expect(mayDuplicate(desk, ['entradas', 'channelTickets', 'calendars'])).toBe(true);
    expect(mayDuplicate(desk, ['parties'])).toBe(false);
    expect(mayDuplicate(desk, duplicableParts)).toBe(false);
    expect(mayDuplicate({ name: 'Fuera', access: ['DatosContraparte'] }, ['parties'])).toBe(false);
  });

  it('lets the seeded Contratación role copy parties and fees but not the production, and the administrator all', () => {
    const hiring = {
      name: 'Contratación',
      access: ['InfoGeneral', 'DatosContraparte', 'Contratacion', 'Emails', 'Notificaciones'],
    };
    expect(mayDuplicate(hiring, ['parties', 'hiring'])).toBe(true);
    expect(mayDuplicate(hiring, duplicableParts)).toBe(false);
    expect(mayDuplicate({ name: ADMIN_ROLE, access: [] }, duplicableParts)).toBe(true);
  });
});
