/** Strict UTF-8 decoding that says where a file stops being UTF-8, so an operator can find the bad byte. */
import { CorpusError, type CairnError, type Location } from '../text/errors.ts';

/** Byte offset of the first byte that does not belong to a well-formed UTF-8 sequence, or -1. */
export function firstInvalidUtf8Offset(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    let length: number;
    let min: number;
    if (lead < 0x80) { i++; continue; }
    else if (lead >= 0xc2 && lead <= 0xdf) { length = 2; min = 0x80; }
    else if (lead >= 0xe0 && lead <= 0xef) { length = 3; min = 0x800; }
    else if (lead >= 0xf0 && lead <= 0xf4) { length = 4; min = 0x10000; }
    else return i;
    if (i + length > bytes.length) return i;
    let code = lead & (0xff >> (length + 1));
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) return i;
      code = (code << 6) | (next & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
    if (code < min || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return i;
    i += length;
  }
  return -1;
}

/**
 * Decodes `bytes` as UTF-8, dropping a leading byte-order mark.
 * @throws `Fault` (a CorpusError unless told: `cairn.toml` is a ConfigError) naming the file and the line of the first
 * invalid byte.
 */
export function decodeUtf8(
  bytes: Uint8Array,
  file: string,
  Fault: new (message: string, location: Location) => CairnError = CorpusError,
): string {
  const bad = firstInvalidUtf8Offset(bytes);
  if (bad >= 0) {
    let line = 1;
    for (let i = 0; i < bad; i++) if (bytes[i] === 0x0a) line++;
    const hex = bytes[bad]!.toString(16).toUpperCase().padStart(2, '0');
    throw new Fault(
      `not valid UTF-8 (byte 0x${hex} at offset ${bad}); re-save the file as UTF-8`,
      { file, line },
    );
  }
  return new TextDecoder('utf-8').decode(bytes);
}
