/** A refusal: the plain statement that the documents hold no answer, and the person to ask instead. */
import type { Refusal } from '../engine/answer/outcome.ts';

export function RefusalView({ refusal }: { refusal: Refusal }) {
  return (
    <div class="refusal" lang={refusal.lang} dir={refusal.dir}>
      <p>{refusal.message}</p>
      <p class="refusal-contact">{refusal.contactLine}</p>
    </div>
  );
}
