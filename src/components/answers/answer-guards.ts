// Answers are untrusted JSON. These guards turn a value into the shape a renderer
// expects, or report that it does not fit so the generic rendering takes over.
// Only own properties are read: `toString` or `__proto__` keys must not be
// confused with (or resolve to) the prototype's members.

export type Dict = Readonly<Record<string, unknown>>;

export function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function own(dict: Dict, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(dict, key) ? dict[key] : undefined;
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** No answer: missing, null, blank text, or nothing selected. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') {
    // Most answers start with a visible ASCII character: no need to trim them (a hot path:
    // the Summary asks this of every answer of 50,000 responses).
    const first = value.charCodeAt(0);
    return !(first > 32 && first < 127) && value.trim() === '';
  }
  return Array.isArray(value) && value.length === 0;
}

export interface NumberRange {
  min: number;
  max: number;
}

export function toNumberRange(value: unknown): NumberRange | null {
  if (!isDict(value)) return null;
  const [min, max] = [own(value, 'min'), own(value, 'max')];
  return isFiniteNumber(min) && isFiniteNumber(max) ? { min, max } : null;
}

export interface DateRange {
  start: string;
  end: string;
}

/** Both ends must be strings; whether they are real dates is the formatter's call. */
export function toDateRange(value: unknown): DateRange | null {
  if (!isDict(value)) return null;
  const [start, end] = [own(value, 'start'), own(value, 'end')];
  return typeof start === 'string' && typeof end === 'string' ? { start, end } : null;
}

export interface UploadedFile {
  name: string;
  url: string | null;
  mimeType: string | null;
  size: number | null;
}

function toUploadedFile(value: unknown): UploadedFile | null {
  if (!isDict(value)) return null;
  const [name, url, mimeType, size] = ['name', 'url', 'mime_type', 'size'].map((key) =>
    own(value, key),
  );
  if (typeof name !== 'string') return null;
  return {
    name,
    url: typeof url === 'string' ? url : null,
    mimeType: typeof mimeType === 'string' ? mimeType : null,
    size: isFiniteNumber(size) && size >= 0 ? size : null,
  };
}

/** A non-empty list of files, each with at least a name; null if any item is not one. */
export function toFileList(value: unknown): UploadedFile[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const files = value.map(toUploadedFile);
  return files.every((file): file is UploadedFile => file !== null) ? files : null;
}

export interface Payment {
  amount: number;
  currency: string;
  status: string | null;
}

export function toPayment(value: unknown): Payment | null {
  if (!isDict(value)) return null;
  const [amount, currency, status] = [
    own(value, 'amount'),
    own(value, 'currency'),
    own(value, 'status'),
  ];
  if (!isFiniteNumber(amount) || typeof currency !== 'string') return null;
  return { amount, currency, status: typeof status === 'string' && status !== '' ? status : null };
}
