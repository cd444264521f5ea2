import { describe, expect, it } from 'vitest';
import { mayChangeHold } from './public';

describe('who may change a hold', () => {
  const agent = { id: 7, role: { name: 'Agencia', access: ['Holds'] } };
  const chief = { id: 8, role: { name: 'Jefatura', access: ['Holds', 'HoldsAdmin'] } };
  const admin = { id: 9, role: { name: 'ROLE_ADMIN', access: [] } };

  it('lets the owner, a HoldsAdmin and the administrator; not a colleague with Holds only', () => {
    expect(mayChangeHold(agent, { ownerId: 7 })).toBe(true);
    expect(mayChangeHold(agent, { ownerId: 8 })).toBe(false);
    expect(mayChangeHold(chief, { ownerId: 7 })).toBe(true);
    expect(mayChangeHold(admin, { ownerId: 7 })).toBe(true);
  });

  it('leaves a hold whose owner is gone to a HoldsAdmin', () => {
    expect(mayChangeHold(agent, { ownerId: null })).toBe(false);
    expect(mayChangeHold(chief, { ownerId: null })).toBe(true);
  });
});
