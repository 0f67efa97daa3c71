// The engine's tsconfig has neither DOM nor Node types, so that a stray `document` or `fs` does not compile.
// These two classes are the only platform globals it uses; both exist, with these signatures, in Node 20,
// every Web Worker and every browser this project supports.

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: Uint8Array): string;
}

declare class TextEncoder {
  encode(input?: string): Uint8Array;
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number };
}
