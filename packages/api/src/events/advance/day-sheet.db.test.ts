import type { Database } from '@bolo/db';
import { extractPdfText, pdfLinks, pdfTextLines } from '@bolo/templating/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type callerFor, recordingServices, withSignedInAdmin } from '../../testing';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
let eventId: number;
const services = recordingServices();

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  const empresaId = (await admin.masters.company.create({ name: 'Conciertos del Ebro' })).id;
  ({ id: eventId } = await admin.events.create({
    name: 'Amaral en el Pabellón',
    eventType: 'Promotores',
    date: '2027-06-12',
    empresaId,
    address: 'Calle Eduardo Ibarra 3',
    location: 'Zaragoza',
    artista: { name: 'Amaral' },
    sala: { name: 'Pabellón Príncipe Felipe' },
  }));
  // typed out of order: the sheet puts them in time order
  const steps = [
    { time: '21:30', endTime: '23:00', kind: 'set', label: 'Concierto de Amaral' },
    { time: '10:00', kind: 'get_in', place: 'Muelle de carga', notes: 'Técnico a la mañana' },
    { time: '18:00', endTime: '19:00', kind: 'soundcheck' },
    { day: -1, time: '20:00', kind: 'hotel_check_in', place: 'Hotel Goya', notes: 'Tres habitaciones' },
  ] as const;
  for (const step of steps) await admin.advance.scheduleCreate({ eventId, ...step });
  await admin.advance.contactCreate({
    eventId,
    role: 'hall_technician',
    name: 'Íñigo Martínez',
    phone: '+34 600 111 222',
    email: 'tecnico@pabellon.example',
  });
  await admin.advance.contactCreate({
    eventId,
    role: 'tour_manager',
    name: 'Lucía Peña',
    phone: '611 222 333',
  });
  const [production] = await admin.events.production.list({ eventId });
  if (!production) throw new Error('no production sheet');
  await admin.events.production.update({
    id: production.id,
    version: production.version,
    acommodation: true,
    acommodationDescription: 'Hotel Goya, desayuno incluido',
    observaciones: 'Acreditaciones en la puerta de artistas',
  });
  await admin.advance.fillFromProduction({ eventId });
});
afterAll(() => database.close());

const sheetLines = async (lang: 'es' | 'en') => {
  const pdf = await admin.advance.daySheetPdf({ eventId, lang });
  return { pdf, lines: await pdfTextLines(pdf.bytes) };
};

describe('the day sheet PDF', () => {
  it('has a page per day, the schedule in time order, the contacts with phones and the hotel, accents kept', async () => {
    const { pdf, lines } = await sheetLines('es');
    expect(pdf.contentType).toBe('application/pdf');
    expect(await extractPdfText(pdf.bytes)).toHaveLength(2);
    const text = lines.join('\n');
    // the day before (the hotel's check-in), then the show's day
    expect(text.indexOf('viernes, 11 de junio de 2027')).toBeGreaterThan(-1);
    expect(text.indexOf('sábado, 12 de junio de 2027')).toBeGreaterThan(text.indexOf('viernes, 11 de junio'));
    expect(text).toContain('Pabellón Príncipe Felipe · Calle Eduardo Ibarra 3, Zaragoza');
    const map = 'https://www.openstreetmap.org/search?query=Pabell%C3%B3n%20Pr%C3%ADncipe';
    expect(text).toContain(map);
    // a link a viewer opens, on each day's page (over each line the long address takes)
    const links = await pdfLinks(pdf.bytes);
    expect(links.map((page) => page.length > 0)).toEqual([true, true]);
    expect(links.flat().every((url) => url.startsWith(map))).toBe(true);
    const showDay = text.slice(text.indexOf('sábado, 12 de junio'));
    const order = ['10:00', '18:00–19:00', '21:30–23:00'].map((time) => showDay.indexOf(time));
    expect(order.every((at) => at > -1)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(showDay).toContain('Llegada y carga');
    expect(showDay).toContain('Técnico a la mañana');
    expect(showDay).toContain('Prueba de sonido');
    expect(text).toMatch(
      /Técnico de la sala\s+Íñigo Martínez\s+\+34 600 111 222\s+tecnico@pabellon\.example/,
    );
    expect(text).toMatch(/Tour manager\s+Lucía Peña\s+611 222 333/);
    expect(text).toContain(
      'Hotel Goya: Entrada en el hotel: 20:00 (viernes, 11 de junio de 2027). Tres habitaciones',
    );
    expect(text).toContain('Alojamiento: Hotel Goya, desayuno incluido');
    expect(text).toContain('Acreditaciones en la puerta de artistas');
    expect(text).toMatch(/Actualizado el \d+ de \p{L}+ de \d{4} a las \d{1,2}:\d{2}/u);
  });

  it('is worded in English when asked', async () => {
    const { lines, pdf } = await sheetLines('en');
    const text = lines.join('\n');
    expect(pdf.filename).toBe(`day-sheet-${eventId}.pdf`);
    expect(text).toContain('Saturday, 12 June 2027');
    expect(text).toMatch(/Venue technician\s+Íñigo Martínez\s+\+34 600 111 222/);
    expect(text).toContain('Soundcheck');
    expect(text).toContain('Accommodation: Hotel Goya, desayuno incluido');
  });
});
