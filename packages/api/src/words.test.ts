/**
 * Issue 28, point 4: what the office sends and prints (notices, every starter email and contract,
 * a settlement sheet's heading, the name of an event made from a hold) writes dates, amounts and
 * enumerated values in words, in Spanish and English: no ISO day, no stored key, no amount
 * without its thousands grouped.
 */
import { notificationKinds } from '@bolo/db';
import { buildEventVariables, htmlText, renderTemplate } from '@bolo/templating';
import { describe, expect, it } from 'vitest';
import { sheetPlace } from './events/settlements/sheets';
import { type HoldNoticeKind, noticeMail } from './holds/notices';
import { starterLanguages } from './starter/languages';
import { starterTemplates } from './starter/templates';

const locales = ['es', 'en'] as const;

/** What must never reach a reader: a stored day, a stored key, euros without their thousands grouped. */
function expectWords(text: string): void {
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(text).not.toMatch(/Tranferencia|Creacion|Negociacion|Contratacion|Opcion\b/);
  expect(text).not.toMatch(/\d{4}[,.]\d{2}\s?€|€\d{4}/);
  expect(text).not.toMatch(/\[object Object\]|[{}[\]]{2}/);
}

const event = {
  name: 'Zahara en La Riviera',
  date: '2027-03-19',
  plazoAnuncio: '2027-01-10',
  salidaVenta: '2027-01-15',
  startTime: '21:30',
  aperturaPuertas: '20:30',
  location: 'Madrid',
  address: 'Paseo Bajo de la Virgen del Puerto',
  aforo: 2500,
  fase: 'Contratación',
  status: 'Confirmado',
  entradas: [{ pvp: 650_000, descripcion: 'Palco' }],
  channelTickets: [{ value: 'web', selected: true, text: 'Web oficial' }],
  artista: { name: 'Zahara', emailConfirmacion: ['booking@zahara.es'] },
  promotor: { name: 'Conciertos del Sur' },
  sala: { name: 'La Riviera' },
  hiring: (['artista', 'promotor', 'sala'] as const).map((type) => ({
    type,
    formaPagoFijo: 'Tranferencia',
    formaPagoVariable: 'Tranferencia',
    cache: {
      fijo: { quantity: 650_000, active: true, description: '' },
      // the tiers are set, the description is not: the fee is printed from its tiers
      variable: {
        description: '',
        active: true,
        sections: [
          { desde: 0, hasta: 1_000_000, porciento: 70 },
          { desde: 1_000_000, hasta: null, porciento: 80 },
        ],
      },
    },
  })),
};

describe('documents and notices in words', () => {
  for (const texts of starterLanguages)
    for (const template of starterTemplates(texts))
      it(`${template.name}: dates, amounts and payment methods in words, the variable fee's tiers printed`, () => {
        const party = template.party ?? template.subType;
        const variables = buildEventVariables({
          event,
          party: party === 'promotor' || party === 'sala' ? party : 'artista',
          now: new Date('2027-01-05T10:00:00Z'),
          timeZone: 'Europe/Madrid',
        });
        for (const locale of locales) {
          const render = (source: string) =>
            htmlText(renderTemplate(source, variables, { locale, timeZone: 'Europe/Madrid' }));
          const text = `${render(template.subject)}\n${render(template.body)}`;
          expectWords(text);
          if (template.body.includes('cacheVariableActivo')) {
            expect(text).not.toMatch(/variable(| fee is added):\s*(\[por definir\]|\[to be confirmed\])/);
            expect(text).toMatch(/(Desde|From) .{1,12}(hasta|to) .{0,3}10[.,]000[.,]00.{0,3}: 70 %/);
          }
          if (template.body.includes('formaPagoFijo')) expect(text).toContain('Transferencia');
        }
      });

  it('words every notice of a hold with its days and moments in words, in Spanish and English', () => {
    const kinds = notificationKinds.filter((kind): kind is HoldNoticeKind => kind.startsWith('hold_'));
    const notice = {
      holdId: 1,
      artist: 'Zahara',
      hall: 'La Riviera',
      dateFrom: '2027-03-19',
      dateTo: '2027-03-20',
      by: 'Ana Gil',
      bookedDate: '2027-03-19',
      deadline: '2027-03-01T17:00:00.000Z',
      expiresAt: '2027-03-02T17:00:00.000Z',
    };
    for (const kind of kinds) {
      const es = noticeMail(kind, notice, 'es');
      const en = noticeMail(kind, notice, 'en');
      for (const { subject, text } of [es, en]) expectWords(`${subject}\n${text}`);
      expect(es.text).toContain('19 de marzo de 2027');
      expect(en.text).toContain('19 March 2027');
    }
  });

  it('heads a settlement sheet with the day in words', () => {
    const place = sheetPlace({ date: '2027-03-12', hallName: 'La Riviera', city: 'Madrid' });
    expect(place).toBe('12 de marzo de 2027 · La Riviera · Madrid');
    expectWords(place);
  });
});
