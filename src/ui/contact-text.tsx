/** An agency's contact line on the page, its phone numbers and addresses links (`contact-links.ts`). */
import type { ComponentChild } from 'preact';
import { shownAs } from '../engine/text/ltr-runs.ts';
import { contactLinks } from './contact-links.ts';

/**
 * `text` as a line is shown (`shownAs`: isolated in right-to-left text, phone numbers kept on one line), with each
 * link around its part of it. A web address opens beside the conversation, as a source does, and says so in the page's
 * words (`newTab`, in its language); a number or an e-mail address opens the phone's dialer or mail app. A screen
 * reader now reads the line as its pieces and its links: what a link is for outweighs one item a line here.
 */
export function ContactText({ text, dir, newTab }: { text: string; dir: 'ltr' | 'rtl'; newTab: { text: string; lang: string } }) {
  const shown = shownAs(text, dir);
  const parts: ComponentChild[] = [];
  let from = 0;
  for (const link of contactLinks(text)) {
    const start = shown.at(link.start);
    const end = shown.at(link.end, true);
    const web = link.href.startsWith('http');
    parts.push(
      shown.text.slice(from, start),
      <a class="contact-link" href={link.href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {shown.text.slice(start, end)}
        {web && (
          <span class="visually-hidden" lang={newTab.lang}>
            {' '}
            {newTab.text}
          </span>
        )}
      </a>,
    );
    from = end;
  }
  parts.push(shown.text.slice(from));
  return <>{parts}</>;
}
