/**
 * Issue 28, point 4: what the office sends and prints (notices, every starter email and contract,
 * every variable of the catalogue, a settlement sheet's heading, the name of an event made from a
 * hold) writes dates, amounts and enumerated values in words, in Spanish and English: no ISO day,
 * no stored key, no amount without its thousands grouped. A document is in its template's language.
 */
import { notificationKinds } from '@bolo/db';
import {
  buildEventVariables,
  htmlText,
  type Locale,
  placeholderOf,
  renderTemplate,
  variableGroups,
} from '@bolo/templating';
import { describe, expect, it } from 'vitest';
import { sheetPlace } from './events/settlements/sheets';
import { signingMail } from './events/signings/mails';
import { statusLabels } from './events/status';
import { type HoldNoticeKind, noticeMail } from './holds/notices';
import { starterLanguages } from './starter/languages';
import { starterTemplates } from './starter/templates';

const locales = ['es', 'en'] as const;

/** What must never reach a reader: a stored day, a stored key, euros without their thousands grouped. */
function expectWords(text: string): void {
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(text).not.toMatch(/Tranferencia|Creacion|Negociacion|Contratacion|Opcion\b/);
  expect(text).not.toMatch(/\d{4}[,.]\d{2}\s?€|€\d{4}/);
  expect(text).not.toMatch(/\[object Object\]|[{}[\]]{2}|\btrue\b|\bfalse\b/);
}

/** What an English document must not hold: a Spanish month, payment method, type or yes. */
function expectEnglish(text: string): void {
  expect(text).not.toMatch(
    / de (enero|marzo|abril) de |Transferencia|Efectivo|Promotores|Contratación|\bSí\b/,
  );
  expect(text).not.toMatch(/\d,\d{2}\s?€/);
}

/** A text with its no-break spaces (before €, in "70 %") as plain ones, to compare. */
const plain = (html: string) => htmlText(html).replace(/[\u00a0\u202f]/g, ' ');

/** The phase and status as the events domain labels them for a document in `locale`. */
const labelledPhase = { es: 'Contratación', en: 'Contracting' } as const;

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
  eventType: 'Promotores',
  isAccesible: true,
  entradas: [{ pvp: 650_000, descripcion: 'Palco' }],
  channelTickets: [{ value: 'web', selected: true, text: 'Web oficial' }],
  artista: { name: 'Zahara', emailConfirmacion: ['booking@zahara.es'] },
  promotor: { name: 'Conciertos del Sur' },
  sala: { name: 'La Riviera' },
  hiring: (['artista', 'promotor', 'sala'] as const).map((type) => ({
    type,
    tipoContrato: 'Artista',
    exclusividad: true,
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

/** The event's variables for a document in `locale`, for `party`'s hiring. */
const variablesIn = (locale: Locale, party: 'artista' | 'promotor' | 'sala' = 'artista') =>
  buildEventVariables({
    event: { ...event, fase: labelledPhase[locale], status: statusLabels.Confirmado[locale] },
    party,
    now: new Date('2027-01-05T10:00:00Z'),
    timeZone: 'Europe/Madrid',
    locale,
  });

describe('documents and notices in words', () => {
  for (const texts of starterLanguages)
    for (const template of starterTemplates(texts))
      it(`${template.name}: dates, amounts and payment methods in words of its language, the variable fee's tiers printed`, () => {
        const party = template.party ?? template.subType;
        const { language } = template;
        const variables = variablesIn(language, party === 'promotor' || party === 'sala' ? party : 'artista');
        const render = (source: string) =>
          plain(renderTemplate(source, variables, { locale: language, timeZone: 'Europe/Madrid' }));
        const text = `${render(template.subject)}\n${render(template.body)}`;
        expectWords(text);
        if (language === 'en') expectEnglish(text);
        if (template.body.includes('cacheVariableActivo')) {
          expect(text).not.toMatch(/variable(| fee is added):\s*(\[por definir\]|\[to be confirmed\])/);
          expect(text).toMatch(
            language === 'es' ? /Desde 0,00 € hasta 10\.000,00 €: 70 %/ : /From €0\.00 to €10,000\.00: 70%/,
          );
        }
        if (template.body.includes('formaPagoFijo'))
          expect(text).toContain(language === 'es' ? 'Transferencia' : 'Bank transfer');
        if (template.type === 'contract')
          expect(text).toContain(language === 'es' ? '19 de marzo de 2027' : '19 March 2027');
      });

  it('prints every variable of the catalogue, as the picker inserts it, in words of the language', () => {
    const everyVariable = variableGroups
      .flatMap((group) => group.variables.map((variable) => placeholderOf(group.key, variable)))
      .join(' | ');
    const printed = Object.fromEntries(
      locales.map((locale) => [
        locale,
        plain(renderTemplate(everyVariable, variablesIn(locale), { locale, timeZone: 'Europe/Madrid' })),
      ]),
    ) as Record<Locale, string>;
    for (const text of Object.values(printed)) expectWords(text);
    expectEnglish(printed.en);
    const expected = {
      es: ['19 de marzo de 2027', 'Palco 6.500,00 €', 'Promotores', 'Contratación', 'Confirmado', 'Sí'],
      en: ['19 March 2027', 'Palco €6,500.00', 'Promoters', 'Contracting', 'Confirmed', 'Yes'],
    };
    const payment = {
      es: 'Transferencia | Transferencia | Artista',
      en: 'Bank transfer | Bank transfer | Artist',
    };
    for (const locale of locales) {
      for (const words of expected[locale]) expect(printed[locale]).toContain(words);
      expect(printed[locale]).toContain(payment[locale]);
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

  it("words a contract signing's mails with the show's day and the link's expiry in words, in Spanish and English", () => {
    const facts = {
      company: 'Conciertos del Norte',
      event: 'Zahara en La Riviera',
      date: '2027-03-19',
      url: 'https://bolo.example/firmar/abc',
      expiresAt: new Date('2027-03-01T17:00:00.000Z'),
      sha256: 'a'.repeat(64),
    };
    for (const kind of ['request', 'reminder', 'completed'] as const) {
      const es = signingMail(kind, 'es', facts);
      const en = signingMail(kind, 'en', facts);
      for (const { subject, text } of [es, en]) expectWords(`${subject}\n${text}`);
      expect(es.text).toContain('19 de marzo de 2027');
      expect(es.text).toContain('1 de marzo de 2027 a las 18:00');
      expect(en.text).toContain('19 March 2027');
      expectEnglish(`${en.subject}\n${en.text}`);
    }
  });

  it('heads a settlement sheet with the day in words', () => {
    const place = sheetPlace({ date: '2027-03-12', hallName: 'La Riviera', city: 'Madrid' });
    expect(place).toBe('12 de marzo de 2027 · La Riviera · Madrid');
    expectWords(place);
  });
});
