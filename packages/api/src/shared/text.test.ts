import { describe, expect, it } from 'vitest';
import { nameText, plainText } from './text';

describe('names', () => {
  const name = nameText(200).min(1);

  it('lose every bidirectional control, so none can show a name in another order', () => {
    const controls = '\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(name.parse(` Gira ${controls}3202 `)).toBe('Gira 3202');
    expect(name.safeParse(controls).success).toBe(false);
  });

  it('keep Arabic and Hebrew letters as typed', () => {
    for (const text of ['فرقة النور', 'להקת האור', 'Banda «النور»']) expect(name.parse(text)).toBe(text);
  });

  it('refuse what the database cannot store, as any plain text does', () => {
    for (const schema of [name, plainText(200)]) {
      expect(schema.safeParse('Gira\u0000').success).toBe(false);
      expect(schema.safeParse('Gira\uD800').success).toBe(false);
    }
  });

  it('are the only texts that lose the controls: a note keeps them', () => {
    expect(plainText(200).parse('\u200Fשלום')).toBe('\u200Fשלום');
  });
});
