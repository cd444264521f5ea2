import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages, type MessageKey, type MessageVars, translate } from '../../i18n';
import { refusedFields } from './checked-form';
import { emailRule, newPasswordRules } from './rules';

beforeAll(() => loadMessages('es'));
const t = (key: MessageKey, vars?: MessageVars) => translate('es', key, vars);

describe('the sign-in pages’ rules', () => {
  it('refuses an empty or malformed email, and takes one with spaces around it', () => {
    const rules = { email: emailRule(t) };
    expect(refusedFields({ email: '  ' }, rules)).toEqual({ email: 'Este campo es obligatorio' });
    expect(refusedFields({ email: 'no-es-un-email' }, rules)).toEqual({ email: 'No es un Email válido' });
    expect(refusedFields({ email: ' ana@promotora.es ' }, rules)).toEqual({});
  });

  it('asks for 8 characters, then for the same password twice', () => {
    const rules = newPasswordRules(t);
    expect(refusedFields({ password: 'corta', repeat: '' }, rules)).toEqual({
      password: 'Debe tener al menos 8 caracteres',
      repeat: 'Este campo es obligatorio',
    });
    // a mismatch is only said once the first is long enough
    expect(refusedFields({ password: 'corta', repeat: 'otra' }, rules)).toEqual({
      password: 'Debe tener al menos 8 caracteres',
    });
    expect(refusedFields({ password: 'bastante larga', repeat: 'bastante largo' }, rules)).toEqual({
      repeat: 'Contraseña No Coincide',
    });
    expect(refusedFields({ password: 'bastante larga', repeat: 'bastante larga' }, rules)).toEqual({});
  });
});
