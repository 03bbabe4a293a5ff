import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AuthReply, type User } from '../../common/auth';
import { ErrorReply } from '../../common/errors';
import { PaperSaveReply } from '../../common/paper-api';
import { QuestionItem, RandomDrawReply } from '../../common/question-api';
import { projectorOf, replySerializerCompiler } from './reply-serializer';

const serializerFor = (schema: z.ZodType) =>
  replySerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const zodSerializerFor = (schema: z.ZodType) =>
  zodSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const user: User = {
  id: 7,
  name: 'Asha Patel',
  email: 'asha@school.test',
  phone_number: '9876543210',
  username: 'asha',
  user_type: 'admin',
  school_name: 'Shree Vidya Mandir',
  school_principal_name: 'R. K. Shah',
  school_address_city: 'Ahmedabad',
  school_address_state: 'Gujarat',
  school_address_pincode: '380009',
  school_address: '12 Ashram Road',
  subject: 1,
  subject_title: null,
  standard: [6, 7],
  is_verified: 1,
  is_number_verified: 0,
};

const question: QuestionItem = {
  question_id: 12,
  type: 'mcq',
  question: 'What is 2 + 2?',
  options: ['3', '4', '5', '22'],
  image_url: null,
  marks: 1,
  difficulty: 'easy',
  language: 'en',
  subject: 1,
  subject_title: 1,
  standard: 6,
  chapter: 3,
  chapter_name: 'Numbers',
  is_own: false,
  answer: 1,
  points: null,
};

describe('the reply serializer', () => {
  it('writes the same JSON as the zod serializer for replies that match their schema', () => {
    const cases: Array<[z.ZodType, unknown]> = [
      [AuthReply, { message: 'Login successful', token: 'abc', user }],
      [z.array(QuestionItem), [question, { ...question, question_id: 13, answer: undefined }]],
      [RandomDrawReply, { questions: { mcq: [question] }, shortfall: { long: 2 } }],
      [ErrorReply, { message: 'No.', code: 'BAD_REQUEST', field: undefined }],
      [
        PaperSaveReply,
        {
          message: 'Paper saved successfully!',
          paper: {
            id: 1,
            user_id: 7,
            type: 'default',
            logo: null,
            subject: 'English',
            standard: '6',
            school_name: 'NA',
            board: 'NA',
            division: 'NA',
            address: 'NA',
            timing: '',
            date: '2026-03-14',
            body: '<p>1</p>',
            createdAt: '2026-03-14T10:00:00.000Z',
            paper: { sections: [{ type: 'mcq', questions: [{ id: 'a', text: 'x', extra: true }] }] },
          },
        },
      ],
    ];
    for (const [schema, reply] of cases) {
      expect(serializerFor(schema)(reply)).toBe(zodSerializerFor(schema)(reply));
    }
  });

  it('never lets a property the schema does not declare leave the server, at any depth', () => {
    const leaky = {
      message: 'Login successful',
      token: 'abc',
      password_hash: '$argon2id$secret',
      user: { ...user, password_hash: '$argon2id$secret', session_id: 4 },
    };
    const json = serializerFor(AuthReply)(leaky);
    expect(json).not.toContain('argon2');
    expect(json).not.toContain('session_id');
    expect(JSON.parse(json)).toEqual({ message: 'Login successful', token: 'abc', user });

    const drawn = serializerFor(RandomDrawReply)({
      questions: { mcq: [{ ...question, owner_id: 99, seed_key: 'k' }] },
      shortfall: {},
      debug: { sql: 'select' },
    });
    expect(JSON.parse(drawn)).toEqual({ questions: { mcq: [question] }, shortfall: {} });
  });

  it('keeps the zod serializer for schemas that do more than describe a shape', () => {
    const lazy = z.object({ tags: z.lazy(() => z.array(z.string())) });
    expect(projectorOf(lazy)).toBeUndefined();
    expect(JSON.parse(serializerFor(lazy)({ tags: ['a'], secret: 1 }))).toEqual({ tags: ['a'] });
    expect(() => serializerFor(lazy)({ tags: 'a' })).toThrow();
    expect(projectorOf(z.object({ name: z.string().default('Asha') }))).toBeUndefined();
    expect(projectorOf(z.object({ a: z.string() }).strict())).toBeUndefined();
    expect(projectorOf(z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]))).toBeUndefined();
  });

  it('shapes every reply schema of the API without falling back', () => {
    for (const schema of [AuthReply, ErrorReply, PaperSaveReply, QuestionItem, RandomDrawReply]) {
      expect(projectorOf(schema)).toBeDefined();
    }
  });
});
