/** Input limits shared by the engine and the page (which says them to residents). */

/** Longest question accepted, in characters: room for a pasted paragraph, not for a pasted document. */
export const MAX_QUESTION_LENGTH = 1000;
