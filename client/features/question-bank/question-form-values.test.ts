import { describe, expect, it } from 'vitest';
import { QuestionCreate } from '../../../common/question';
import type { QuestionItem } from '../../../common/question-api';
import {
  answerAfterRemoving,
  emptyQuestionValues,
  toQuestionPayload,
  validateQuestion,
  valuesForType,
  valuesFromQuestion,
  type QuestionFormValues,
} from './question-form-values';
import { printedBounds, toPreviewModel } from './question-preview-model';

const mcq = (patch: Partial<QuestionFormValues> = {}): QuestionFormValues => ({
  ...emptyQuestionValues({ subject: 3, standard: 8 }),
  question: 'Which gas do green plants take in?',
  options: ['Oxygen', 'Carbon dioxide', 'Nitrogen'],
  answer: '1',
  ...patch,
});

describe('the question form', () => {
  it('starts from the teacher’s subject and standard, in the subject’s language', () => {
    const values = emptyQuestionValues({ subject: 5, standard: 4, subject_title: 18 });
    expect(values).toMatchObject({ subject: '5', standard: '4', subject_title: '18', language: 'hi' });
    // A subject title of another subject is not carried over.
    expect(emptyQuestionValues({ subject: 1, standard: 4, subject_title: 18 }).subject_title).toBeNull();
  });

  it('makes a request the shared schema accepts', () => {
    const payload = QuestionCreate.parse(toQuestionPayload(mcq({ marks: 2, chapter: '7' })));
    expect(payload).toMatchObject({
      type: 'mcq',
      subject: 3,
      standard: 8,
      chapter: 7,
      marks: 2,
      answer: 1,
      options: ['Oxygen', 'Carbon dioxide', 'Nitrogen'],
    });
    expect(validateQuestion(mcq())).toEqual({});
  });

  it('asks for the missing choices in plain words and names the failing option', () => {
    const errors = validateQuestion(mcq({ subject: null, standard: null, answer: '', options: ['A', ''] }));
    expect(errors.subject).toBe('Choose the subject.');
    expect(errors.standard).toBe('Choose the standard.');
    expect(errors.answer).toBe('Pick the correct option.');
    expect(errors['options.1']).toBe('An option is required.');
  });

  it('requires the answer of a short question and sends its marking points', () => {
    const short = { ...mcq(), type: 'short' as const, answer: '', points: ['Light is faster'] };
    expect(validateQuestion(short).answer).toBe('The answer is required.');
    const payload = QuestionCreate.parse(toQuestionPayload({ ...short, answer: 'Light travels faster.' }));
    expect(payload).toMatchObject({ type: 'short', points: ['Light is faster'] });
    expect(payload).not.toHaveProperty('options');
  });

  it('clears an answer that means nothing in the new type', () => {
    expect(valuesForType(mcq(), 'blank').answer).toBe('');
    expect(valuesForType({ ...mcq(), type: 'short', answer: 'Model' }, 'long').answer).toBe('Model');
  });

  it('keeps the correct option on the same text when another option is removed', () => {
    expect(answerAfterRemoving('2', 0)).toBe('1');
    expect(answerAfterRemoving('2', 2)).toBe('');
    expect(answerAfterRemoving('1', 3)).toBe('1');
  });

  it('opens a saved question as it was, marks that match the type left empty', () => {
    const item: QuestionItem = {
      question_id: 9,
      type: 'long',
      question: 'Explain the water cycle.',
      options: null,
      image_url: null,
      marks: 5,
      difficulty: 'hard',
      language: 'en',
      subject: 3,
      subject_title: null,
      standard: 7,
      chapter: null,
      chapter_name: null,
      is_own: true,
      answer: 'Evaporation, condensation, precipitation.',
      points: ['Evaporation'],
    };
    const values = valuesFromQuestion(item);
    expect(values).toMatchObject({ marks: '', answer: item.answer, points: ['Evaporation'], standard: '7' });
    expect(QuestionCreate.parse(toQuestionPayload(values))).toMatchObject({
      type: 'long',
      difficulty: 'hard',
    });
  });

  it('lays out a one-question paper, with the answer in the answer key', () => {
    const model = toPreviewModel(mcq(), { mode: 'answerKey', chapterName: 'Plants' });
    expect(model.sections).toEqual([
      {
        type: 'mcq',
        questions: [
          {
            id: 'preview',
            text: 'Which gas do green plants take in?',
            options: ['Oxygen', 'Carbon dioxide', 'Nitrogen'],
            answer: 1,
          },
        ],
      },
    ]);
    expect(model.header).toMatchObject({ field1: 'Science', field2: 'Plants', field3: 'Std: 8' });
  });

  it('crops the preview to the printed part of page 1, leaving out the footer', () => {
    const run = (x: number, width: number) => ({ x, width, size: 11, font: 'sans-400' as const, text: 'x' });
    const bounds = printedBounds({
      width: 595,
      height: 842,
      missingCharacters: [],
      pages: [
        {
          regions: [],
          items: [
            { kind: 'box', x: 48, y: 40, width: 499, height: 60, lineWidth: 1, stroke: '#000' },
            { kind: 'text', y: 150, size: 11, color: '#000', runs: [run(72, 200)], text: 'x' },
            { kind: 'text', y: 816, size: 9, color: '#666', runs: [run(270, 50)], text: 'Page 1 of 1' },
          ],
        },
      ],
    });
    expect(bounds).toEqual({ x0: 34, y0: 26, x1: 561, y1: 150 + 3.3 + 14 });
  });
});
