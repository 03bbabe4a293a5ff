import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestValidatorCompiler } from './request-validator';

const Query = z.object({
  subject: z.coerce.number().int().positive().optional(),
  tags: z.array(z.string()).optional(),
  limit: z.coerce.number().int().max(500).default(100),
});
const compile = (httpPart: string) =>
  requestValidatorCompiler({ schema: Query, method: 'GET', url: '/x', httpPart }) as (data: unknown) => {
    value?: unknown;
    error?: unknown;
  };

describe('requestValidatorCompiler', () => {
  it('checks a query string once and hands out the same frozen result for the same values', () => {
    const validate = compile('querystring');
    const first = validate({ subject: '3', tags: ['a'] });
    expect(first).toEqual({ value: { subject: 3, tags: ['a'], limit: 100 } });
    const again = validate({ subject: '3', tags: ['a'] });
    expect(again.value).toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(Object.isFrozen((first.value as { tags: string[] }).tags)).toBe(true);
    expect(() => {
      (first.value as { subject: number }).subject = 4;
    }).toThrow(TypeError);
    // Other values are checked afresh.
    expect(validate({ subject: '4' }).value).toEqual({ subject: 4, limit: 100 });
  });

  it('refuses a bad query every time, and does not keep it', () => {
    const validate = compile('querystring');
    for (let i = 0; i < 2; i++) {
      const result = validate({ subject: 'x', limit: '9999' });
      expect(result.value).toBeUndefined();
      expect(result.error).toHaveLength(2);
    }
  });

  it('checks bodies and parameters every time, without keeping them', () => {
    const validate = compile('body');
    const first = validate({ subject: '3' });
    const again = validate({ subject: '3' });
    expect(again).toEqual(first);
    expect(again.value).not.toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(false);
  });
});
