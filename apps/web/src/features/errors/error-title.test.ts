import { describe, expect, it } from 'vitest';
import { errorTitleKeyOf } from './error-title';

describe('the title over an error', () => {
  it('says what kind of refusal it is', () => {
    expect(errorTitleKeyOf(409)).toBe('error.title.conflict');
    expect(errorTitleKeyOf(400)).toBe('error.title.invalid');
    expect(errorTitleKeyOf(403)).toBe('error.title.forbidden');
    expect(errorTitleKeyOf(404)).toBe('error.title.notFound');
    expect(errorTitleKeyOf(429)).toBe('error.title.tooMany');
  });

  it('calls anything else an unexpected failure', () => {
    expect(errorTitleKeyOf(500)).toBe('error.title');
    expect(errorTitleKeyOf(503)).toBe('error.title');
  });
});
