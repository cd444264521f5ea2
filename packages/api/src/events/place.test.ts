import { describe, expect, it } from 'vitest';
import { placeOfHall, suggestedEventName } from './place';

describe('an event at a hall', () => {
  it('takes the hall’s town, address and capacity', () => {
    expect(
      placeOfHall({ city: 'Barcelona', address: 'Carrer Nou de la Rambla, 113', capacity: 1600 }),
    ).toEqual({ location: 'Barcelona', address: 'Carrer Nou de la Rambla, 113', aforo: 1600 });
    expect(placeOfHall({ direccionSala: 'Carrer de Sant Pere Pasqual, 41' })).toEqual({
      location: '',
      address: 'Carrer de Sant Pere Pasqual, 41',
      aforo: 0,
    });
  });

  it('is offered the name of its artist at the hall, in its town, and the day in a run', () => {
    expect(suggestedEventName({ artist: 'Zahara Río', hall: 'Sala Apolo', city: 'Barcelona' })).toBe(
      'Zahara Río — Sala Apolo, Barcelona',
    );
    expect(suggestedEventName({ artist: 'Zahara Río', hall: 'Sala Apolo', day: '14/03/2027' })).toBe(
      'Zahara Río — Sala Apolo · 14/03/2027',
    );
    expect(suggestedEventName({ artist: '', hall: 'Sala Apolo' })).toBe('');
  });
});
