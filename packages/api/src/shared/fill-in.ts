/** `text` with each `{name}` replaced by `values[name]` (nothing when it has none): a notice's wording filled in. */
export const fillIn = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
