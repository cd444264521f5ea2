import { schema } from '@bolo/db';
import { type Column, getTableColumns } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllMessages, translate } from '../../../i18n';
import { type AuditLine, changeText, fieldText, partText, valueText } from './audit-text';

const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate('es', key, vars);

beforeAll(() => loadAllMessages('es'));

describe('an audit line in words', () => {
  it('names the part of the event', () => {
    expect(partText('contratacion.artista', t)).toBe('Contratación · Artista');
    expect(partText('produccion', t)).toBe('Producción');
    expect(partText('sala', t)).toBe('Sala');
    expect(partText('liquidacion', t)).toBe('Liquidación');
    expect(partText('something.else', t)).toBe('something.else');
  });

  it('names the field as its form does', () => {
    expect(fieldText({ part: 'produccion', field: 'showStart', oldValue: null, newValue: null }, t)).toBe(
      'Inicio del espectáculo',
    );
    expect(
      fieldText({ part: 'produccion', field: 'cateringDescription', oldValue: '', newValue: 'x' }, t),
    ).toBe('Detalle: Catering');
    expect(
      fieldText({ part: 'general', field: 'deletedAt', oldValue: null, newValue: '2026-11-23' }, t),
    ).toBe('Evento borrado');
    expect(fieldText({ part: 'general', field: 'aforo', oldValue: 1, newValue: 2 }, t)).toBe('Aforo');
  });

  it('names the day a production time moved to', () => {
    const line = { part: 'produccion', field: 'assemblyStartDay', oldValue: 0, newValue: -1 };
    expect(fieldText(line, t)).toBe('Inicio del montaje: día');
    expect(changeText(line, 'es', t)).toEqual({ before: 'día del concierto', after: 'día anterior' });
  });

  it('says what changed in the advance: a step by its time and name, a point by its state', () => {
    const step = { day: 0, time: '21:00', endTime: '22:30', kind: 'set', label: '', source: 'showStart' };
    const arrival = { ...step, endTime: null, kind: 'custom', source: 'arrivalTime' };
    const moved = {
      part: 'avance',
      field: 'schedule',
      oldValue: step,
      newValue: { ...step, day: -1, source: null },
    };
    expect(partText('avance', t)).toBe('Avance');
    expect(fieldText(moved, t)).toBe('Horario del avance');
    expect(changeText(moved, 'es', t)).toEqual({
      before: '21:00–22:30 Concierto',
      after: '21:00–22:30 Concierto (día anterior)',
    });
    expect(changeText({ ...moved, oldValue: null, newValue: arrival }, 'es', t).after).toBe('21:00 Llegada');
    const point = { section: 'technical', title: '', state: 'confirmed', owner: 'Laura', source: 'backline' };
    const added = { part: 'avance', field: 'items', oldValue: null, newValue: point };
    expect(changeText(added, 'es', t)).toEqual({ before: '', after: 'Backline: Confirmado · Laura' });
    const contact = { role: 'tour_manager', name: 'Íñigo Ruiz', phone: '' };
    expect(
      changeText({ part: 'avance', field: 'contacts', oldValue: contact, newValue: null }, 'es', t),
    ).toEqual({
      before: 'Íñigo Ruiz (Tour manager)',
      after: '—',
    });
  });

  it('sums a fee up in euros with its tiers', () => {
    const cache = {
      fijo: { quantity: 50_000, active: true, description: '' },
      variable: {
        description: '',
        active: true,
        sections: [
          { desde: 0, hasta: 100_000, porciento: 80 },
          { desde: 100_000, hasta: null, porciento: 85 },
        ],
      },
    };
    expect(valueText('cache', cache, 'es', t).replace(/\s/g, ' ')).toBe(
      'fijo 500,00 €; variable 0,00 € – 1.000,00 € 80 %, 1.000,00 € – en adelante 85 %',
    );
    expect(valueText('cache', { ...cache, versus: true }, 'es', t).replace(/\s/g, ' ')).toMatch(
      /85 %; versus$/,
    );
    expect(valueText('cache', { ...cache, promoterProfit: 150_000 }, 'es', t).replace(/\s/g, ' ')).toMatch(
      /85 %; punto de corte tras 1\.500,00 € de beneficio del promotor$/,
    );
  });

  it('shows yes/no, nothing and a status in words', () => {
    expect(valueText('backline', true, 'es', t)).toBe('Sí');
    expect(valueText('observaciones', '', 'es', t)).toBe('—');
    expect(valueText('status', 'Confirmado', 'en', t)).toMatch(/Confirm/);
    expect(valueText('created', { type: 'artista' }, 'es', t)).toBe('');
  });

  it('names the fields of a settlement, its lock and its reopening', () => {
    const line = (field: string, oldValue: unknown, newValue: unknown) => ({
      part: 'liquidacion',
      field,
      oldValue,
      newValue,
    });
    expect(fieldText(line('sgaePorciento', 10, 8), t)).toBe('SGAE / derechos de autor (%)');
    expect(fieldText(line('reopenReason', null, 'Faltaba un gasto'), t)).toBe('Motivo de la reapertura');
    expect(fieldText(line('status', 'draft', 'locked'), t)).toBe('Estado');
    expect(valueText('status', 'draft', 'es', t)).toBe('Abierta');
    expect(valueText('status', 'locked', 'es', t)).toBe('Cerrada');
    // lists in words and euros, not as stored (cents)
    const tickets = [
      { type: 'General', channel: 'Web', price: 2500, quantity: 800 },
      { type: 'VIP', channel: '', price: 4000, quantity: 0 },
    ];
    expect(valueText('tickets', tickets, 'es', t)).toMatch(
      /^General · Web: 800 × 25,00\s€; VIP: 0 × 40,00\s€$/,
    );
    expect(
      valueText(
        'expenses',
        [{ concept: 'Backline', amount: 20000, kind: 'external', party: 'sala' }],
        'es',
        t,
      ),
    ).toMatch(/^Backline 200,00\s€ \(externo\)$/);
    expect(valueText('bonuses', [], 'es', t)).toBe('—');
  });
});

/** Columns that are bookkeeping, never a change of the event the history records. */
const bookkeeping = new Set([
  'id',
  'eventId',
  'version',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
  'nameKey',
  'searchText',
  'artistName',
  'hallName',
  'city',
  'lockedAt',
  'lockedBy',
  'snapshot',
  'externalPdf',
  'internalPdf',
  // a settlement's figures, worked out on save: the history records what was typed
  'ticketsSold',
  'gross',
  'netBoxOffice',
  'expensesTotal',
  'vat',
  'sgae',
  'artistFee',
  'artistFeeVat',
  'withholding',
  'artistPaid',
  'margin',
]);

/** A stored value of each column type, as the audit keeps it (jsonb: days and times as text). */
function sampleOf(field: string, column: Column): unknown[] {
  switch (column.columnType) {
    case 'PgDateString':
    case 'PgDate':
      return ['2027-03-19', null];
    case 'PgTime':
      return ['21:30:00', '20:00:00'];
    case 'PgInteger':
    case 'PgNumeric':
    case 'PgReal':
    case 'PgDoublePrecision':
      return [650_000, 0];
    case 'PgBoolean':
      return [true, false];
    case 'PgTimestamp':
    case 'PgTimestampString':
      return ['2026-11-23T10:00:00.000Z', null];
    case 'PgJsonb':
    case 'PgJson':
    case 'PgArray':
      return [
        [{ concept: 'Backline', amount: 20_000, kind: 'external' }],
        [{ nested: { deep: 1 } }],
        ['a@x.es', 'b@x.es'],
        { nested: { deep: 1 } },
      ];
    default:
      return field === 'formaPagoFijo' || field === 'formaPagoVariable'
        ? ['Tranferencia', 'Efectivo']
        : ['Madrid', ''];
  }
}

const auditedTables = [
  schema.events,
  schema.eventParties,
  schema.eventHiringConditions,
  schema.eventProductionConditions,
  schema.eventSettlements,
];

/** The lists and records the history keeps beside the columns. */
const extraLines: [string, unknown, unknown][] = [
  ['entradas', [{ pvp: 2500, descripcion: 'General' }], [{ pvp: 3000, descripcion: 'General' }]],
  [
    'channelTickets',
    [{ value: 'web', selected: true, text: 'Web' }],
    [{ value: 'taquilla', selected: true, text: 'Taquilla' }],
  ],
  ['calendars', [], ['Gira 2027']],
  ['created', null, 'Zahara en La Riviera'],
  ['removed', { kind: 'artista' }, null],
  ['deletedAt', null, '2026-11-23T10:00:00.000Z'],
  ['reopenReason', null, 'Faltaba un gasto'],
  ['fase', 'Creación', 'Liquidado'],
  ['bookedDateOverride', [{ id: 7, name: 'Zahara', date: '2027-03-19' }], 'La sala lo pidió'],
];

describe('every field of the history in words', () => {
  const lines: AuditLine[] = [
    ...auditedTables.flatMap((table) =>
      Object.entries(getTableColumns(table))
        .filter(([field]) => !bookkeeping.has(field))
        .map(([field, column]) => {
          const [oldValue, newValue] = sampleOf(field, column);
          return { part: 'general', field, oldValue, newValue };
        }),
    ),
    ...extraLines.map(([field, oldValue, newValue]) => ({ part: 'general', field, oldValue, newValue })),
  ];

  for (const locale of ['es', 'en'] as const)
    it(`names every field and words every value, never a column name or JSON (${locale})`, async () => {
      await loadAllMessages(locale);
      const tr = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
        translate(locale, key, vars);
      const other = tr('history.field.other');
      for (const line of lines) {
        const label = fieldText(line, tr);
        expect(label, line.field).not.toBe(other);
        expect(label, line.field).not.toMatch(/[a-z][A-Z]|_|\./);
        const { before, after } = changeText(line, locale, tr);
        const values = `${before} ${after}`;
        expect(values, line.field).not.toMatch(/[{}[\]"]/);
        expect(values, line.field).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{2}:\d{2}:\d{2}/);
        expect(values, line.field).not.toMatch(/Tranferencia|Creacion/);
      }
    });

  it('says which items of a list were added and which removed', () => {
    const line = {
      part: 'general',
      field: 'calendars',
      oldValue: ['Gira', 'Madrid'],
      newValue: ['Madrid', 'Verano'],
    };
    expect(changeText(line, 'es', t)).toEqual({ before: '', after: 'añadido: Verano; quitado: Gira' });
  });

  it('writes a day, a time and a payment method as the forms do', () => {
    expect(valueText('date', '2027-03-19', 'es', t)).toBe('19 de marzo de 2027');
    expect(valueText('arrivalTime', '15:00:00', 'es', t)).toBe('15:00');
    expect(valueText('formaPagoFijo', 'Tranferencia', 'es', t)).toBe('Transferencia');
    expect(valueText('sgaePorciento', 10, 'es', t).replace(/\s/g, ' ')).toBe('10 %');
    expect(valueText('bookedDateOverride', [{ id: 7, name: 'Zahara', date: '2027-03-19' }], 'es', t)).toBe(
      'Zahara (19 de marzo de 2027)',
    );
  });
});
