import Handlebars from 'handlebars';

/** Our one Handlebars instance: only our helpers, strict about unknown variables. */
const handlebars = Handlebars.create();

const compileOptions = { strict: true, knownHelpersOnly: true } as const;

export type TemplateCheck = { ok: true } | { ok: false; line: number | null; reason: string };

/** Whether a template compiles, and if not, on which line and why (shown to the editor at save). */
export function checkTemplate(source: string): TemplateCheck {
  try {
    handlebars.precompile(source, compileOptions);
    return { ok: true };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const line = /line (\d+)/.exec(reason)?.[1];
    return { ok: false, line: line ? Number(line) : null, reason };
  }
}

/**
 * Renders a template with the given variables. HTML in values is escaped; prototype properties
 * are never reachable; a placeholder naming a missing variable throws.
 */
export function renderTemplate(source: string, variables: Record<string, unknown>): string {
  return handlebars.compile(source, compileOptions)(variables, {
    allowProtoPropertiesByDefault: false,
    allowProtoMethodsByDefault: false,
  });
}
