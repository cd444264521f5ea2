import { describe, expect, it } from 'vitest';
import { draftInputOf, draftProblems, placeFromHall } from './draft';
import { newEventValues } from './general-values';

const values = { ...newEventValues(), name: 'Rosalía Vega en Sala Apolo' };

describe('the draft of a new event', () => {
  it('names a party picked from the masters by its master, and a typed one by its name', () => {
    const input = draftInputOf(values, {
      artista: { masterId: 4, name: 'Rosalía Vega' },
      sala: null,
      promotor: { masterId: null, name: '  Promociones Nuevas ' },
    });
    expect(input.artista).toEqual({ artistaMaestroId: 4 });
    expect(input.promotor).toEqual({ name: 'Promociones Nuevas' });
    expect(input.sala).toBeUndefined();
    expect(input.existeRecinto).toBe(false);
  });

  it('needs an artist, and a venue when a hall is named', () => {
    const artista = { masterId: 4, name: 'Rosalía Vega' };
    const sala = { masterId: 9, name: 'Sala Apolo' };
    expect(draftProblems({ existeRecinto: false }, { artista: null, sala: null, promotor: null })).toEqual({
      artista: 'artistRequired',
    });
    expect(draftProblems({ existeRecinto: false }, { artista, sala, promotor: null })).toEqual({
      existeRecinto: 'hallNeedsVenue',
    });
    expect(draftProblems({ existeRecinto: true }, { artista, sala, promotor: null })).toEqual({});
    expect(draftInputOf({ ...values, existeRecinto: true }, { artista, sala, promotor: null })).toMatchObject(
      {
        sala: { salaMaestroId: 9 },
        existeRecinto: true,
      },
    );
  });

  it('takes the place from the hall picked, where nothing is typed yet', () => {
    const hall = { city: 'Barcelona', address: 'Carrer Nou de la Rambla, 113', capacity: 1600 };
    expect(placeFromHall({ location: '', address: '', aforo: 0 }, hall)).toEqual({
      location: 'Barcelona',
      address: 'Carrer Nou de la Rambla, 113',
      aforo: 1600,
    });
    expect(placeFromHall({ location: 'Badalona', address: 'Calle 1', aforo: 800 }, hall)).toEqual({
      location: 'Badalona',
      address: 'Calle 1',
      aforo: 800,
    });
  });
});
