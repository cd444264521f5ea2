import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { AppError, errorCatalogue, errorCodeOf, errorText, retryAfterOf, statusOf } from './errors';

/** Every code named in spec §8, plus the platform's own codes the foundation issue lists. */
const requiredCodes = [
  'invalid_email',
  'evento_name_in_use',
  'event_not_found',
  'rol_name_not_found',
  'contract_type_not_allowed',
  'condicionContratacion_not_found',
  'mandatory_id_artistaDTO_null',
  'mandatory_id_promotorDTO_null',
  'mandatory_id_salaDTO_null',
  'event_email_not_found',
  'email_account_in_use',
  'user_not_found',
  'sala_name_in_use',
  'artista_name_in_use',
  'promotor_name_in_use',
  'artista_not_found',
  'mandatory_artistaId',
  'mandatory_eventId',
  'condiciones_produccion_not_found',
  'departament_name_in_use',
  'department_not_found',
  'invalid_password',
  'this_event_not_allowed_to_save_hall',
  'plantilla_email_already_exists',
  'tipo_plantilla_email_already_exists',
  'name_plantilla_email_already_exists',
  'plantilla_email_not_found',
  'mandatory_list_tipo_plantilla',
  'code_not_valid',
  'Password_not_match',
  'unauthorized',
  'forbidden',
  'validation_error',
  'not_found',
  'version_conflict',
  'rate_limited',
  'login_failed',
  'server_error',
];

describe('error catalogue', () => {
  it('has every spec code with a Spanish and an English text', () => {
    for (const code of requiredCodes) {
      const entry = errorCatalogue[code as keyof typeof errorCatalogue];
      expect(entry, code).toBeDefined();
      expect(entry.es.length, code).toBeGreaterThan(0);
      expect(entry.en.length, code).toBeGreaterThan(0);
    }
  });

  it('answers a 4xx for every client error, a 500 only for server_error and a 503 only for db_unavailable', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      if (code === 'server_error') expect(entry.status).toBe(500);
      else if (code === 'db_unavailable') expect(entry.status).toBe(503);
      else expect(entry.status, code).toBeLessThan(500);
    }
  });

  it('uses the legacy wording people know', () => {
    expect(errorText('login_failed', 'es')).toBe('Usuario o contraseña incorrectos');
    expect(errorText('server_error', 'es')).toBe('Error en el servidor');
    expect(errorText('Password_not_match', 'es')).toBe('Contraseña No Coincide');
    expect(errorText('code_not_valid', 'es')).toBe('El código proporcionado no es válido o ha expirado.');
    expect(errorText('forbidden', 'es')).toBe('Lo siento, no tiene permisos para ver esta sección');
  });

  it('keeps the code of a thrown AppError and maps unknown failures to server_error', () => {
    expect(errorCodeOf(new AppError('event_not_found'))).toBe('event_not_found');
    expect(statusOf(errorCodeOf(new AppError('login_failed')))).toBe(401);
    expect(errorCodeOf(new Error('boom'))).toBe('server_error');
  });

  it('answers db_unavailable, with a wait, when the database cannot be reached, however deep the driver error is wrapped', () => {
    /** A driver error as tRPC hands it over: the thrown query error inside, the driver's below. */
    const wrapped = (code: string) => {
      const driver = Object.assign(new Error('driver'), { code });
      const query = new Error('Failed query: select 1', { cause: driver });
      return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: query });
    };
    for (const code of ['ECONNREFUSED', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '08006', '57P01', '57P03']) {
      expect(errorCodeOf(wrapped(code)), code).toBe('db_unavailable');
      expect(retryAfterOf(wrapped(code)), code).toBe(5);
    }
    expect(statusOf('db_unavailable')).toBe(503);
    // a query the database refuses is not the database being away
    for (const code of ['23505', '42P01', '57014'])
      expect(errorCodeOf(wrapped(code)), code).toBe('server_error');
    expect(retryAfterOf(new Error('boom'))).toBeUndefined();
    expect(retryAfterOf(new AppError('rate_limited', { retryAfterSeconds: 60 }))).toBe(60);
  });
});
