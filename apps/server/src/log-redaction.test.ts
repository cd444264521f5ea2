import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('a request URL as the log writes it', () => {
  it('masks the secret of contract, signing, counterparty and calendar links', () => {
    expect(redactUrl('/c/eyJsIjo0Mn0.c2lnbmF0dXJl')).toBe('/c/***');
    expect(redactUrl('/firmar/eyJsIjo0Mn0.c2lnbmF0dXJl')).toBe('/firmar/***');
    expect(redactUrl('/en/firmar/eyJsIjo0Mn0.c2lnbmF0dXJl?x=1')).toBe('/en/firmar/***?x=1');
    expect(redactUrl('/hoja/Zm9vYmFyYmF6?lang=en')).toBe('/hoja/***?lang=en');
    expect(redactUrl('/hoja/sw.js')).toBe('/hoja/sw.js');
    expect(redactUrl('/altainfo/AbC_12-xyz?x=1')).toBe('/altainfo/***?x=1');
    expect(redactUrl('/en/altainfo/AbC_12-xyz')).toBe('/en/altainfo/***');
    expect(redactUrl('/ical/0123456789abcdef0123.ics')).toBe('/ical/***.ics');
    expect(redactUrl('/ical/0123456789ABCDEF0123.ICS?x=1')).toBe('/ical/***.ICS?x=1');
    expect(redactUrl('/ical/0123456789abcdef0123.Ics')).toBe('/ical/***.Ics');
    // without the suffix the feed answers 404, but the line would still keep the token
    expect(redactUrl('/ical/0123456789abcdef0123')).toBe('/ical/***');
  });

  it('masks a token or password link in the query, and in a tRPC input', () => {
    expect(redactUrl('/login?setPassword=abcdefgh234567')).toBe('/login?setPassword=***');
    expect(redactUrl('/api/datosContraparte?token=secret&x=1')).toBe('/api/datosContraparte?token=***&x=1');
    const input = encodeURIComponent(JSON.stringify({ json: { token: 'AbC_12-xyz' } }));
    expect(redactUrl(`/trpc/counterparty.publicView?input=${input}`)).not.toContain('AbC_12-xyz');
  });

  it('leaves every other URL as it is', () => {
    const list = `/trpc/events.list?input=${encodeURIComponent(JSON.stringify({ json: { page: 1 } }))}`;
    expect(redactUrl(list)).toBe(list);
    expect(redactUrl('/api/evento/42')).toBe('/api/evento/42');
    expect(redactUrl('/calendar')).toBe('/calendar');
  });
});
