import { isDict } from './answer-guards';
import { formatNumber } from './number-format';

// Readable text for a value whose shape we do not know: `name: Ann, tags: [a, b]`
// rather than JSON punctuation or "[object Object]". Deeply nested values are
// elided instead of recursing until the stack overflows.

const MAX_DEPTH = 8;
const ELLIPSIS = '…';

function render(value: unknown, locale: string | undefined, ancestors: object[]): string {
  if (value === null || value === undefined) return ancestors.length === 0 ? '' : '—';
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return formatNumber(value, locale);
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'bigint':
      return value.toString();
    case 'object':
      return renderContainer(value, locale, ancestors);
    default:
      // Functions and symbols cannot come from JSON; there is nothing readable to show.
      return '';
  }
}

function renderContainer(value: object, locale: string | undefined, ancestors: object[]): string {
  const nested = ancestors.length > 0;
  const isArray = Array.isArray(value);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (ancestors.includes(value)) return `${open}${ELLIPSIS}${close}`;
  if (ancestors.length >= MAX_DEPTH) return `${open}${ELLIPSIS}${close}`;
  const inner = [...ancestors, value];
  const parts = isArray
    ? value.map((item) => render(item, locale, inner))
    : Object.keys(value).map((key) => {
        const item = isDict(value) ? value[key] : undefined;
        return `${key}: ${render(item, locale, inner)}`;
      });
  if (parts.length === 0) return isArray && !nested ? '' : `${open}${close}`;
  const text = parts.join(', ');
  return nested ? `${open}${text}${close}` : text;
}

/** A readable one-line rendering of any JSON value; "" for null/undefined. Never throws. */
export function genericText(value: unknown, locale?: string): string {
  try {
    return render(value, locale, []);
  } catch {
    // Only values no JSON parser produces (throwing getters, proxies) get here.
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return '';
    }
  }
}
