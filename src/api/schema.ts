import * as v from 'valibot';

/** What the API client asks of a schema: check an unknown body and return it typed. */
export type Schema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
};

export type SchemaOutput<S> = S extends Schema<infer T> ? T : never;

/** A valibot schema behind the `safeParse` that the API client asks of every schema. */
export function checked<S extends v.GenericSchema>(schema: S): Schema<v.InferOutput<S>> {
  return {
    safeParse(data) {
      const result = v.safeParse(schema, data);
      return result.success ? { success: true, data: result.output } : { success: false };
    },
  };
}
