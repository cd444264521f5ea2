import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages, translate } from '../../../i18n';
import { fieldText, partText, valueText } from './audit-text';

const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate('es', key, vars);

beforeAll(() => loadMessages('es'));

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
    expect(fieldText({ part: 'general', field: 'aforo', oldValue: 1, newValue: 2 }, t)).toBe('aforo');
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
