import { z } from 'zod';
import type { MultipartForm } from '../rest';
import { AppError } from './errors';

/** The schema a value must end up as, under the optional, nullable, default and transform wrappers. */
function baseOf(schema: z.core.$ZodType): z.core.$ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return baseOf(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return baseOf(schema.in);
  return schema;
}

/**
 * A form field's text as the type its schema wants: numbers and booleans from their text, a
 * list from a repeated field. JSON parts arrive typed and are left alone; the schema still checks
 * everything afterwards.
 */
function coerce(schema: z.core.$ZodType, value: unknown): unknown {
  if (typeof value !== 'string' && !Array.isArray(value)) return value;
  const base = baseOf(schema);
  if (base instanceof z.ZodArray)
    return (Array.isArray(value) ? value : [value]).filter((item) => item !== '');
  if (typeof value !== 'string') return value;
  if (base instanceof z.ZodNumber) return value === '' ? undefined : Number(value);
  if (base instanceof z.ZodBoolean && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** The `data` part: a JSON object, as text or as a JSON-typed part. */
function dataObject(data: unknown): Record<string, unknown> {
  if (data === undefined) return {};
  let parsed = data;
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data);
    } catch (error) {
      throw new AppError('validation_error', { cause: error });
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AppError('validation_error');
  }
  return { ...parsed };
}

/**
 * The input a JSON body would give, from form fields: a `data` part holding the JSON object,
 * and/or one field per key (these win over `data`), made into the types of `schema`.
 */
export function formFields(schema: z.ZodObject, fields: Record<string, unknown>): Record<string, unknown> {
  const { data, ...named } = fields;
  const input = dataObject(data);
  for (const [name, value] of Object.entries(named)) {
    const field = Object.hasOwn(schema.shape, name) ? schema.shape[name] : undefined;
    input[name] = field ? coerce(field, value) : value;
  }
  return input;
}

/** A multipart create of a record without files: its fields as `formFields`; a file is refused. */
export function formInput(schema: z.ZodObject, form: MultipartForm): Record<string, unknown> {
  if (form.files.length > 0) throw new AppError('validation_error');
  return formFields(schema, form.fields);
}
