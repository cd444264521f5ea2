import { describe, expect, it } from 'vitest';
import { checkTemplate, renderTemplate } from './render';

describe('templates', () => {
  it('fills in variables of the spec groups and escapes HTML in values', () => {
    const html = renderTemplate('<p>{{artista.name}} en {{sala.name}}</p>', {
      artista: { name: 'Zahara <b>' },
      sala: { name: 'La Riviera' },
    });
    expect(html).toBe('<p>Zahara &lt;b&gt; en La Riviera</p>');
  });

  it('refuses a placeholder whose variable does not exist', () => {
    expect(() => renderTemplate('{{artista.nombreQueNoExiste}}', { artista: {} })).toThrow(
      /nombreQueNoExiste/,
    );
  });

  it('never reaches prototype properties', () => {
    expect(() => renderTemplate('{{constructor.name}}', {})).toThrow();
  });

  it('says on which line a broken template fails', () => {
    const check = checkTemplate('<p>línea 1</p>\n<p>{{#if x}}sin cerrar</p>');
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.line).toBe(2);
    expect(checkTemplate('<p>{{infoGeneral.name}}</p>')).toEqual({ ok: true });
  });

  it('refuses helpers that are not ours', () => {
    expect(checkTemplate('{{fetchUrl "http://x"}}')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/fetchUrl/),
    });
  });
});
