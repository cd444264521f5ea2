/** The administrator the end-to-end server is started with. */
export const e2eAdmin = { email: 'admin@bolo.test', password: 'e2e-password' };
