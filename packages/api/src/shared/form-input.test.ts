import { describe, expect, it } from 'vitest';
import { masterSchemas } from '../masters/public';
import { formFields, formInput } from './form-input';

const hall = masterSchemas.hall;
const artist = masterSchemas.artist;
const company = masterSchemas.company;

describe('a multipart form as the input of a JSON create', () => {
  it('turns field texts into the numbers, booleans and lists the schema wants', () => {
    const input = formFields(hall, { name: 'Sala Apolo', capacity: '1200', emailPrl: ['a@b.es', 'c@d.es'] });
    expect(input).toEqual({ name: 'Sala Apolo', capacity: 1200, emailPrl: ['a@b.es', 'c@d.es'] });
    expect(hall.parse(input)).toMatchObject({ capacity: 1200 });

    expect(formFields(artist, { name: 'X', isTelonero: 'true', emailComunicacion: 'a@b.es' })).toEqual({
      name: 'X',
      isTelonero: true,
      emailComunicacion: ['a@b.es'],
    });
    expect(formFields(company, { name: 'Y', firmanteId: '', emailPrl: 'x' })).toEqual({
      name: 'Y',
      firmanteId: undefined,
      emailPrl: 'x',
    });
  });

  it('takes a JSON `data` part, as text or already parsed, with named fields winning over it', () => {
    expect(formFields(hall, { data: '{"name":"Razzmatazz","capacity":3000}', capacity: '2500' })).toEqual({
      name: 'Razzmatazz',
      capacity: 2500,
    });
    expect(formFields(hall, { data: { name: 'Apolo', emailPrl: ['a@b.es'] } })).toEqual({
      name: 'Apolo',
      emailPrl: ['a@b.es'],
    });
  });

  it('leaves what the schema must refuse for the schema to refuse', () => {
    const input = formFields(hall, { name: ['A', 'B'], capacity: 'mucho', isTelonero: 'yes' });
    expect(input).toEqual({ name: ['A', 'B'], capacity: Number.NaN, isTelonero: 'yes' });
    expect(hall.safeParse(input).success).toBe(false);
  });

  it('refuses a `data` part that is not a JSON object, and files on a record without files', () => {
    for (const data of ['{not json', '[1,2]', '"text"', 'null']) {
      expect(() => formFields(hall, { data }), data).toThrow(
        expect.objectContaining({ appCode: 'validation_error' }),
      );
    }
    expect(() =>
      formInput(hall, {
        fields: { name: 'A' },
        files: [{ field: 'logo', filename: 'a.png', bytes: new Uint8Array() }],
      }),
    ).toThrow(expect.objectContaining({ appCode: 'validation_error' }));
  });
});
