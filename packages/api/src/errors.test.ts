import { describe, expect, it } from 'vitest';
import { AppError, errorCatalogue, errorCodeOf, errorText, statusOf } from './errors';

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

  it('answers a 4xx for every client error and a 500 only for server_error', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      if (code === 'server_error') expect(entry.status).toBe(500);
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
});
