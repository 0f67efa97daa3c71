/** Which title a status sentence names in another language than its own, so the page can mark it with that language. */
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../engine/answer/outcome.ts';
import { titleInStatus } from './marked-language.ts';

// Only the fields `titleInStatus` reads; the rest of an outcome plays no part in it.
const answer = (status: string, ...passages: { title: string; lang: string }[]) => ({ kind: 'answer', lang: 'ar', status, passages }) as unknown as Outcome;
const related = (status: string, title: string, lang: string) => ({ kind: 'related', lang: 'ar', status, documents: [{ title, lang }] }) as unknown as Outcome;

describe('titleInStatus', () => {
  it("marks an English title in an Arabic answer's status with its language", () => {
    expect(titleInStatus(answer('أُجيب من Harbor GoPass.', { title: 'Harbor GoPass', lang: 'en' }), 'ar')).toEqual({ text: 'Harbor GoPass', lang: 'en' });
  });

  it("marks a related document's title, in its own language's full tag", () => {
    expect(titleInStatus(related('قد تكون الوثيقة Harbor GoPass ذات صلة.', 'Harbor GoPass', 'en-US'), 'ar')).toEqual({ text: 'Harbor GoPass', lang: 'en-US' });
  });

  it("marks nothing when the title is in the sentence's language, a region of it included", () => {
    expect(titleInStatus(answer('Answered from Harbor GoPass.', { title: 'Harbor GoPass', lang: 'en-US' }), 'en')).toBeUndefined();
  });

  it('marks nothing when the status names no title: several documents answered, or the sentence left it out', () => {
    expect(titleInStatus(answer('أُجيب من وثيقتين.', { title: 'Harbor GoPass', lang: 'en' }, { title: 'Contact', lang: 'en' }), 'ar')).toBeUndefined();
    expect(titleInStatus(answer('أُجيب.', { title: 'Harbor GoPass', lang: 'en' }), 'ar')).toBeUndefined();
  });

  it('marks nothing in a refusal, which names no document', () => {
    expect(titleInStatus({ kind: 'refusal', lang: 'ar', status: 'لا أستطيع الإجابة.' } as unknown as Outcome, 'ar')).toBeUndefined();
  });

  it('marks the title of one document quoted in two passages', () => {
    expect(titleInStatus(answer('أُجيب من Harbor GoPass.', { title: 'Harbor GoPass', lang: 'en' }, { title: 'Harbor GoPass', lang: 'en' }), 'ar')).toEqual({ text: 'Harbor GoPass', lang: 'en' });
  });
});
