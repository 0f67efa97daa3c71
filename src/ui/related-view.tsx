/**
 * The related outcome: no passage answers exactly, this document is about the question. The document is named (a
 * link to the agency's page when it has one, opening in a new tab, and saying so), nothing of it is quoted, and the
 * person to ask is given as for a refusal. Text only.
 */
import type { Related } from '../engine/answer/outcome.ts';
import type { UiStrings } from './strings.ts';

export function RelatedView({ related, strings }: { related: Related; strings: UiStrings }) {
  return (
    <div class="refusal related" lang={related.lang} dir={related.dir}>
      <p>{related.message}</p>
      <ul class="related-documents">
        {related.documents.map((document) => (
          <li key={document.doc}>
            {document.url === null ? (
              <bdi lang={document.lang} dir={document.dir}>
                {document.title}
              </bdi>
            ) : (
              <a href={document.url} target="_blank" rel="noopener noreferrer">
                <bdi lang={document.lang} dir={document.dir}>
                  {document.title}
                </bdi>
                <span class="visually-hidden"> {strings.opensInNewTab}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
      <p class="refusal-contact">{related.contactLine}</p>
    </div>
  );
}
