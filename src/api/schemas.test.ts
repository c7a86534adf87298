import { segment } from './authorized-request';
import { formSchema, questionSchema, submissionSchema } from './schemas';

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

  it('shows what another deployment sends where the contract would refuse it', () => {
    const question = { id: 'q', name: 'Mood', type: 'EMOJI_PICKER', is_deleted: false };
    expect(questionSchema.safeParse(question)).toEqual({ success: true, data: question });
    const form = {
      id: 'f',
      name: 'F',
      created_at: '2026-11-01 09:00',
      updated_at: '',
      status: 'archived',
    };
    expect(formSchema.safeParse(form)).toEqual({ success: true, data: form });
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
    expect(() => segment('..')).toThrow('no URL can carry');
    expect(() => segment('.')).toThrow('no URL can carry');
    expect(segment('a/b?c#d')).toBe('a%2Fb%3Fc%23d');
  });
});
