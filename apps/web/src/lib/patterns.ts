// zod 4's own patterns (zod/v4/core/regexes.js, MIT), so that a value the page takes is one the
// API's zod schemas take. Copied rather than imported: zod's module of patterns is read whole, and
// it would ride with the sign-in page (issue 29); patterns.test.ts checks they still judge as zod's.

/** An email address, as `z.email()` takes it. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A day that exists in the calendar, `YYYY-MM-DD`, as `z.iso.date()` takes it (29 February in leap years only). */
export const dayPattern =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$/;
