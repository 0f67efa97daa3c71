/** An agency's contact line on the page, its phone numbers and addresses links (`contact-links.ts`). */
import { shownAs } from '../engine/text/ltr-runs.ts';
import { contactLinks } from './contact-links.ts';
import { LinkedText, segmentsOf } from './linked-text.tsx';

/**
 * `text` as a line is shown (`shownAs`: isolated in right-to-left text, phone numbers kept on one line), with each
 * link around its part of it (`LinkedText`: a web address opens in a new tab and says so in the page's words).
 */
export function ContactText({ text, dir, newTab }: { text: string; dir: 'ltr' | 'rtl'; newTab: { text: string; lang: string } }) {
  const shown = shownAs(text, dir);
  return <LinkedText text={shown.text} segments={segmentsOf(shown, contactLinks(text))} newTab={newTab} linkClass="contact-link" />;
}
