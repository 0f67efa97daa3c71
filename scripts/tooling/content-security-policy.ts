/**
 * The Content Security Policy every build ships as a `<meta>` tag (GitHub Pages cannot send headers). Strict:
 * nothing from another origin, no inline script or style except by SHA-256 hash, no eval, no plugins, no base
 * rewriting, no form posts. A meta policy cannot carry `frame-ancestors`; README "Deploy" tells hosts which headers
 * to add where they can.
 */
import { createHash } from 'node:crypto';

/** `'sha256-…'` of an inline script or style body, as CSP compares it (exact bytes, UTF-8). */
export function cspHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The sources each directive allows; an empty list becomes `'none'`. */
export interface PolicySources {
  script: string[];
  style: string[];
  img: string[];
  connect: string[];
  worker: string[];
  manifest: string[];
}

/** The multi-file build (static host): everything from its own origin, nothing inline. */
export const SITE_SOURCES: PolicySources = {
  script: ["'self'"],
  style: ["'self'"],
  img: ["'self'"],
  connect: ["'self'"],
  worker: ["'self'"],
  manifest: ["'self'"],
};

/** The policy text. Directive order is fixed so the same build gives the same bytes. */
export function contentSecurityPolicy(sources: PolicySources): string {
  const list = (values: string[]) => (values.length === 0 ? "'none'" : values.join(' '));
  return [
    "default-src 'none'",
    `script-src ${list(sources.script)}`,
    `style-src ${list(sources.style)}`,
    `img-src ${list(sources.img)}`,
    `connect-src ${list(sources.connect)}`,
    `worker-src ${list(sources.worker)}`,
    `manifest-src ${list(sources.manifest)}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** The `<meta>` element carrying a policy. The policy holds no characters that need escaping in an attribute. */
export function policyMeta(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
}
