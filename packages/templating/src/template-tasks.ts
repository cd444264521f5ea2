import {
  checkTemplate,
  type RenderOptions,
  renderTemplate,
  type TemplateCheck,
  TemplateError,
} from './render';

type Failed = Extract<TemplateCheck, { ok: false }>;

/**
 * What a template thread answers: the texts, or which source failed and why, as plain data (an
 * error crossing threads loses its class).
 */
export type TemplatesAnswer<T> = { done: T } | { refused: { index: number; check: Failed } };

/** The first of `sources` that is not one we render, or null. */
export function check(sources: string[]): TemplatesAnswer<null> {
  for (const [index, source] of sources.entries()) {
    const result = checkTemplate(source);
    if (!result.ok) return { refused: { index, check: result } };
  }
  return { done: null };
}

/** `sources` rendered with the same `variables`, in order, stopping at the first that fails. */
export function render({
  sources,
  variables,
  options,
}: {
  sources: string[];
  variables: object;
  options: RenderOptions;
}): TemplatesAnswer<string[]> {
  const texts: string[] = [];
  for (const [index, source] of sources.entries()) {
    try {
      texts.push(renderTemplate(source, variables, options));
    } catch (error) {
      if (error instanceof TemplateError) return { refused: { index, check: error.check } };
      throw error;
    }
  }
  return { done: texts };
}
