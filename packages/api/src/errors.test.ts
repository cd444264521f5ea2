import { TRPCError } from '@trpc/server';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError, errorCatalogue, errorText, statusOf } from './shared/errors';
import { errorCodeOf, retryAfterOf } from './trpc-errors';

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

  it('answers a 4xx for every client error, a 500 only for server_error and a 503 only for an unreachable database or file store and busy', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      if (code === 'server_error') expect(entry.status).toBe(500);
      else if (['db_unavailable', 'storage_unavailable', 'busy'].includes(code))
        expect(entry.status).toBe(503);
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

  /** A driver error as tRPC hands it over: Drizzle's query error inside, the driver's below. */
  const fromQuery = (code: string) => {
    const driver = Object.assign(new Error('driver'), { code });
    return new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      cause: new DrizzleQueryError('select 1', [], driver),
    });
  };

  it('answers db_unavailable, with a wait, when the database cannot be reached, however deep the driver error is wrapped', () => {
    const outages = [
      'ECONNREFUSED',
      'CONNECTION_CLOSED',
      'CONNECT_TIMEOUT',
      '08006',
      '53300',
      '57P01',
      '57P03',
    ];
    for (const code of outages) {
      expect(errorCodeOf(fromQuery(code)), code).toBe('db_unavailable');
      expect(retryAfterOf(fromQuery(code)), code).toBe(5);
    }
    expect(statusOf('db_unavailable')).toBe(503);
    expect(retryAfterOf(new Error('boom'))).toBeUndefined();
    expect(retryAfterOf(new AppError('rate_limited', { retryAfterSeconds: 60 }))).toBe(60);
  });

  it('knows the database clients own errors outside Drizzle: a server shutting down, a query postgres.js failed', () => {
    const shutdown = Object.assign(new Error('terminating connection'), {
      name: 'PostgresError',
      code: '57P01',
    });
    expect(errorCodeOf(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: shutdown }))).toBe(
      'db_unavailable',
    );
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    Object.defineProperties(refused, { query: { value: 'begin' }, parameters: { value: [] } });
    expect(errorCodeOf(refused)).toBe('db_unavailable');
  });

  it('answers server_error for a query the database refuses, a protocol bug, or another service that is away', () => {
    for (const code of ['23505', '42P01', '57014', '08P01']) {
      expect(errorCodeOf(fromQuery(code)), code).toBe('server_error');
    }
    // a mail server or web service that cannot be reached is not the database
    for (const code of ['ECONNREFUSED', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'CONNECTION_CLOSED']) {
      const network = Object.assign(new Error(`connect ${code} 127.0.0.1:25`), { code });
      expect(errorCodeOf(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: network })), code).toBe(
        'server_error',
      );
    }
  });
});
