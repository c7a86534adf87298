/** What the API client asks of a schema: check an unknown body and return it typed. */
export type Schema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
};

export type SchemaOutput<S> = S extends Schema<infer T> ? T : never;
