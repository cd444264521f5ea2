import { describe, expect, it } from 'vitest';
import {
  type CacheValues,
  cacheErrors,
  cacheOf,
  changedParties,
  hiringErrors,
  hiringFormValuesOf,
  hiringInputOf,
  hiringValuesOf,
  nextSection,
  type SectionValues,
} from './hiring-form';

const REQUIRED = 'Este campo es obligatorio';

const fee = (sections: SectionValues[], quantity: number | string = 500): CacheValues => ({
  fijo: { quantity, active: true, description: '' },
  variable: { description: '', active: true, sections },
  versus: false,
  promoterProfit: '',
  currency: 'EUR',
});

describe('the fee as typed in euros', () => {
  it('is stored in cents, a blank "hasta" meaning "and up"', () => {
    const cache = cacheOf(
      fee([
        { desde: 0, hasta: 1000, porciento: 80 },
        { desde: 1000, hasta: '', porciento: 85 },
      ]),
    );
    expect(cache.fijo.quantity).toBe(50_000);
    expect(cache.variable.sections).toEqual([
      { desde: 0, hasta: 100_000, porciento: 80 },
      { desde: 100_000, hasta: null, porciento: 85 },
    ]);
  });

  it('keeps cents exact for amounts a double cannot hold in euros', () => {
    expect(cacheOf(fee([], 1234.56)).fijo.quantity).toBe(123_456);
    expect(cacheOf(fee([], 0.29)).fijo.quantity).toBe(29);
  });

  it('takes the number as text a number input gives while typing', () => {
    const cache = cacheOf(fee([{ desde: '900.00', hasta: '1000.50', porciento: '85.50' }], '500.10'));
    expect(cache.fijo.quantity).toBe(50_010);
    expect(cache.variable.sections).toEqual([{ desde: 90_000, hasta: 100_050, porciento: 85.5 }]);
  });

  it('saves a blank fixed fee as no amount, not as 0 €, and shows it blank again', () => {
    const cache = cacheOf(fee([], ''));
    expect(cache.fijo.quantity).toBeNull();
    expect(hiringValuesOf({ cache, invitaciones: 0 }).cache.fijo.quantity).toBe('');
    expect(cacheOf(fee([], 0)).fijo.quantity).toBe(0);
  });

  it('keeps versus and the split point, a blank promoter profit meaning no split point', () => {
    expect(cacheOf({ ...fee([]), versus: true }).versus).toBe(true);
    // an added deal without split point keeps the shape of a fee saved before either existed
    expect(Object.keys(cacheOf(fee([])))).toEqual(['fijo', 'variable']);
    const plus = cacheOf({ ...fee([]), promoterProfit: '1500.25' });
    expect(plus.promoterProfit).toBe(150_025);
    expect(hiringValuesOf({ cache: plus, invitaciones: 0 }).cache).toMatchObject({
      versus: false,
      promoterProfit: 1500.25,
    });
    expect(cacheErrors({ ...fee([]), versus: true, promoterProfit: 100 }, 'en', REQUIRED)).toEqual({
      'cache.versus': expect.stringContaining('cannot be "versus"'),
    });
  });

  it('reads back what was stored', () => {
    const stored = {
      cache: {
        fijo: { quantity: 150_050, active: true, description: 'Caché' },
        variable: {
          description: '',
          active: true,
          sections: [{ desde: 0, hasta: null, porciento: 85 }],
        },
      },
      invitaciones: 10,
      exclusividad: false,
      formaPagoFijo: 'Efectivo',
    };
    const values = hiringValuesOf(stored);
    expect(values.cache.fijo.quantity).toBe(1500.5);
    expect(values.cache.variable.sections).toEqual([{ desde: 0, hasta: '', porciento: 85 }]);
    expect(values.exclusividad).toBe('no');
    expect(hiringInputOf(values)).toMatchObject({
      cache: stored.cache,
      exclusividad: false,
      invitaciones: 10,
      formaPagoFijo: 'Efectivo',
      formaPagoVariable: '',
    });
  });

  it('types a deal in yen in whole yen and one in dollars in cents, and keeps the currency', () => {
    expect(cacheOf({ ...fee([], 1_500_000), currency: 'JPY' }).fijo.quantity).toBe(1_500_000);
    expect(cacheOf({ ...fee([], '10000.5'), currency: 'USD' })).toMatchObject({
      currency: 'USD',
      fijo: { quantity: 1_000_050 },
    });
    // a fee in euros saves no currency, as before: no change recorded for it
    expect(cacheOf(fee([])).currency).toBeUndefined();
    const yen = hiringValuesOf({
      cache: cacheOf({ ...fee([], 1_500_000), currency: 'JPY' }),
      invitaciones: 0,
    });
    expect(yen.cache).toMatchObject({ currency: 'JPY', fijo: { quantity: 1_500_000 } });
  });
});

describe('a party without a block yet', () => {
  it('shows the defaults of spec §3: payment, contract type, exclusivity note, 0 invitations', () => {
    const values = hiringFormValuesOf([], ['promotor', 'artista', 'sala', 'productor']);
    expect(values.sala.formaPagoFijo).toBe('Tranferencia');
    expect(values.artista.tipoContrato).toBe('Artista');
    expect(values.productor.tipoContrato).toBe('');
    expect(values.promotor.invitaciones).toBe(0);
    expect(values.artista.observacionesExclusividad).toMatch(/no podrá anunciar/);
    expect(values.artista.exclusividad).toBe('');
  });
});

describe('the tier editor checks', () => {
  it('accepts two tiers that meet: 0–1000 € at 80 %, 1000 € and up at 85 %', () => {
    const errors = cacheErrors(
      fee([
        { desde: 0, hasta: 1000, porciento: 80 },
        { desde: 1000, hasta: '', porciento: 85 },
      ]),
      'es',
      REQUIRED,
    );
    expect(errors).toEqual({});
  });

  it('refuses tiers that overlap, on the later one, naming both', () => {
    const errors = cacheErrors(
      fee([
        { desde: 0, hasta: 1000, porciento: 80 },
        { desde: 900, hasta: '', porciento: 85 },
      ]),
      'en',
      REQUIRED,
    );
    expect(Object.keys(errors)).toEqual(['cache.variable.sections.1.desde']);
    expect(errors['cache.variable.sections.1.desde']).toMatch(/Sections 1 and 2 overlap/);
  });

  it('refuses a tier after an open-ended one', () => {
    const errors = cacheErrors(
      fee([
        { desde: 0, hasta: '', porciento: 80 },
        { desde: 5000, hasta: '', porciento: 85 },
      ]),
      'es',
      REQUIRED,
    );
    expect(errors['cache.variable.sections.1.desde']).toMatch(/se solapan/);
  });

  it('refuses a percentage outside 0–100', () => {
    const errors = cacheErrors(fee([{ desde: 0, hasta: '', porciento: 120 }]), 'es', REQUIRED);
    expect(errors['cache.variable.sections.0.porciento']).toMatch(/entre 0 y 100/);
  });

  it('refuses a "hasta" not above "desde"', () => {
    const errors = cacheErrors(fee([{ desde: 1000, hasta: 500, porciento: 50 }]), 'es', REQUIRED);
    expect(errors['cache.variable.sections.0.hasta']).toMatch(/mayor que/);
  });

  it('asks for "desde" and the percentage of every tier', () => {
    const errors = cacheErrors(fee([{ desde: '', hasta: '', porciento: '' }]), 'es', REQUIRED);
    expect(errors).toEqual({
      'cache.variable.sections.0.desde': REQUIRED,
      'cache.variable.sections.0.porciento': REQUIRED,
    });
  });
});

describe('a new tier', () => {
  it('starts where the last one ends, open-ended', () => {
    expect(nextSection([])).toEqual({ desde: 0, hasta: '', porciento: '' });
    expect(nextSection([{ desde: 0, hasta: 1000, porciento: 80 }])).toEqual({
      desde: 1000,
      hasta: '',
      porciento: '',
    });
  });
});

describe('a save', () => {
  const parties = ['promotor', 'artista', 'sala', 'productor'] as const;

  it('sends only the parties whose block was changed', () => {
    const read = hiringFormValuesOf([], parties);
    const typed = structuredClone(read);
    expect(changedParties(typed, read, parties)).toEqual([]);
    typed.artista.invitaciones = '0';
    expect(changedParties(typed, read, parties)).toEqual([]);
    typed.artista.invitaciones = 12;
    expect(changedParties(typed, read, parties)).toEqual(['artista']);
  });

  it('names each refused tier by party', () => {
    const values = hiringFormValuesOf([], parties);
    values.sala.cache.variable.sections = [{ desde: 0, hasta: '', porciento: 101 }];
    expect(Object.keys(hiringErrors(values, parties, 'es', REQUIRED))).toEqual([
      'sala.cache.variable.sections.0.porciento',
    ]);
  });
});
