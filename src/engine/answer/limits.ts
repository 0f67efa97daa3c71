/** Input limits shared by the engine and the page (which says them to residents). */

/**
 * Longest question accepted, in characters (code points, after trimming): a question of exactly this length is
 * taken, one longer is not, so a message states it as "at most", never "under". Room for a pasted paragraph, not for
 * a pasted document.
 */
export const MAX_QUESTION_LENGTH = 1000;

/** A question's length as `MAX_QUESTION_LENGTH` counts it: code points, after trimming. */
export function questionLength(question: string): number {
  return [...question.trim()].length;
}
