import { segment } from './authorized-request';
import { submissionSchema } from './schemas';

describe('the API boundary', () => {
  it('keeps every answer key, `__proto__` included, without touching any prototype', () => {
    const body = JSON.parse(
      '{"id":"s","created_at":"x","is_partial":false,"responses":{"__proto__":{"polluted":1},"constructor":"c","q1":"a"}}',
    ) as unknown;
    const parsed = submissionSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    const responses = parsed.success ? parsed.data.responses : {};
    expect(Object.keys(responses)).toEqual(['__proto__', 'constructor', 'q1']);
    expect(Object.hasOwn(responses, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses responses that are not an object', () => {
    for (const responses of [null, [], 'text', 3]) {
      expect(
        submissionSchema.safeParse({ id: 's', created_at: 'x', is_partial: false, responses })
          .success,
      ).toBe(false);
    }
  });

  it('never lets an id change the path: `.` and `..` are refused, the rest encoded', () => {
    expect(() => segment('..')).toThrow('cannot be used in a URL');
    expect(() => segment('.')).toThrow('cannot be used in a URL');
    expect(segment('a/b?c#d')).toBe('a%2Fb%3Fc%23d');
  });
});
