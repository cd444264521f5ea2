import { describe, expect, it } from 'vitest';
import { isNamedMailKind, mailDocument } from './mail-view';

describe('how a mail is shown', () => {
  it('shows the HTML part when there is one, under a policy that lets it load nothing', () => {
    const shown = mailDocument({ html: '<p>Hola</p>', text: 'Hola' });
    expect(shown).toContain('<body><p>Hola</p></body>');
    expect(shown).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
  });

  it('shows a text mail as written, its markup as text, so nothing in it runs or renders', () => {
    const shown = mailDocument({
      html: null,
      text: 'Abra <a href="x">esto</a> & <script>alert(1)</script>\nAdiós',
    });
    expect(shown).toContain(
      'Abra &lt;a href=&quot;x&quot;&gt;esto&lt;/a&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;\nAdiós',
    );
    expect(shown).not.toContain('<script');
    expect(shown).toContain('<body><pre style="white-space:pre-wrap');
  });

  it('names the kinds it knows', () => {
    expect(isNamedMailKind('password_reset')).toBe(true);
    expect(isNamedMailKind('bench')).toBe(false);
  });
});
