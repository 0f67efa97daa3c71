/**
 * A line of text as shown (`shownAs`), with links around the parts of it that are addresses or numbers
 * (`contact-links.ts`): the agency's contact, and the web and e-mail addresses of a quoted passage.
 */
import type { ComponentChild } from 'preact';
import type { shownAs } from '../engine/text/ltr-runs.ts';
import type { ContactLink } from './contact-links.ts';

/** Whether a link's address is a web page's (any case: "HTTPS://" is one), which opens in a new tab. */
export const isWebHref = (href: string) => /^https?:/iu.test(href);

/** A stretch of the shown text, [from, to) in its code units, and the address it links to, when it is a link. */
export interface Segment {
  from: number;
  to: number;
  href?: string;
}

/**
 * The shown text cut at its links' ends: never an empty stretch, so each is one text node on the page, in order (what
 * the highlights in `marked-lines.tsx` count on).
 */
export function segmentsOf(shown: ReturnType<typeof shownAs>, links: readonly ContactLink[]): Segment[] {
  const segments: Segment[] = [];
  let from = 0;
  for (const link of links) {
    const start = shown.at(link.start);
    const end = shown.at(link.end, true);
    if (start > from) segments.push({ from, to: start });
    if (end > start) segments.push({ from: start, to: end, href: link.href });
    from = Math.max(from, end);
  }
  if (shown.text.length > from || segments.length === 0) segments.push({ from, to: shown.text.length });
  return segments;
}

/**
 * The segments as text and links. A web address opens beside the conversation, as a source does, and says so in the
 * page's words: in `newTab`'s text (in its language) inside the link, or, where a resident copies the text (a quoted
 * passage), in the element `newTab.describedBy` names, which the page keeps hidden and a copy leaves out. A number or
 * an e-mail address opens the phone's dialer or mail app. A screen reader reads the line as its pieces and its links:
 * what a link is for outweighs one item a line.
 */
export function LinkedText({
  text,
  segments,
  newTab,
  linkClass,
}: {
  text: string;
  segments: readonly Segment[];
  newTab: { text: string; lang: string } | { describedBy: string };
  linkClass: string;
}) {
  const parts: ComponentChild[] = segments.map(({ from, to, href }) => {
    if (href === undefined) return text.slice(from, to);
    const web = isWebHref(href);
    const described = web && 'describedBy' in newTab ? { 'aria-describedby': newTab.describedBy } : {};
    return (
      <a class={linkClass} href={href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...described}>
        {text.slice(from, to)}
        {web && 'text' in newTab && (
          <span class="visually-hidden" lang={newTab.lang}>
            {' '}
            {newTab.text}
          </span>
        )}
      </a>
    );
  });
  return <>{parts}</>;
}
