import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusOf } from '../shared/errors';
import { type callerFor, type SeededRandom, seededRandom, withSignedInAdmin } from '../testing';
import { errorCodeOf } from '../trpc-errors';
import { masters } from './index';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin());
});
afterAll(() => database.close());

const strings = [
  '',
  '   ',
  'Sala Apolo',
  'Ñandú Álvarez',
  'x'.repeat(10_000),
  'á'.repeat(10_000),
  'con\u0000nulo',
  '\uD800 suelto',
  '12345678A',
  'B12345675',
  'X1234567A',
  '1234',
  '12345678Z',
  'ES92 2100 0418 4502 0005 1332',
  'no-es-un-email',
  'a@b',
  'booking@bolo.test',
  '#zzzzzz',
  '%_\\',
  "'; drop table artists; --",
  '<script>alert(1)</script>',
] as const;

const unknownFields = [
  'extra',
  'id',
  'version',
  'nameKey',
  'searchText',
  'createdBy',
  'constructor',
  'toString',
];

function randomValue(random: SeededRandom, depth = 0): unknown {
  switch (random.int(depth > 1 ? 7 : 10)) {
    case 0:
    case 1:
    case 2:
      return random.pick(strings);
    case 3:
      return random.pick([0, -1, 1.5, 2 ** 31, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, 42]);
    case 4:
      return random.pick([true, false]);
    case 5:
      return random.pick([null, undefined]);
    case 6:
      return new Date(random.int(2 ** 40));
    case 7:
      return Array.from({ length: random.int(4) }, () => randomValue(random, depth + 1));
    case 8:
      return Array.from({ length: random.int(60) }, () => random.pick(strings));
    default:
      return {
        name: randomValue(random, depth + 1),
        [random.pick(unknownFields)]: randomValue(random, depth + 1),
      };
  }
}

function randomInput(random: SeededRandom, fields: string[]): unknown {
  if (random.int(10) === 0) return randomValue(random);
  const input: Record<string, unknown> = {};
  if (random.int(10) < 7) input.name = random.int(2) ? `Fuzz ${random.int(1_000_000)}` : random.pick(strings);
  const count = random.int(6);
  for (let i = 0; i < count; i++) {
    const field = random.int(5) === 0 ? random.pick(unknownFields) : random.pick(fields);
    input[field] = randomValue(random);
  }
  return input;
}

describe('random input to every master', () => {
  for (const [index, master] of Object.values(masters).entries()) {
    it(`answers 200 random creates of ${master.key} with a catalogue 4xx or a saved row, never a server error`, async () => {
      const random = seededRandom(20_261_122 + index);
      const fields = Object.keys(master.schema.shape);
      const create = admin.masters[master.key].create as (input: unknown) => Promise<unknown>;
      const failures: string[] = [];
      let saved = 0;
      for (let i = 0; i < 200; i++) {
        const input = randomInput(random, fields);
        try {
          await create(input);
          saved++;
        } catch (error) {
          const code = errorCodeOf(error);
          if (code === 'server_error' || statusOf(code) >= 500) {
            failures.push(`#${i} ${String(error)} ← ${JSON.stringify(input)?.slice(0, 300)}`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(saved).toBeGreaterThan(0);
    });
  }
});
