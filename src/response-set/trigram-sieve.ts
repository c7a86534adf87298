/**
 * A sieve in front of the search's `includes`: for each response, 512 bits with one bit set per
 * three-character run of its search text (a Bloom filter of its trigrams). A text that contains
 * a search word has every bit of that word's trigrams set, so a response missing one of them
 * cannot match and is skipped without reading its text. Reading every text of 50,000 responses
 * took about 18 ms per search; checking a few bits each takes a few.
 *
 * About 300 distinct trigrams set about 45% of a response's bits, so a word of five trigrams
 * lets through about 2% of the responses that do not contain it; those are then read in full.
 * Words shorter than three characters have no trigram and are only read in full.
 */

/** 32-bit words per response: 512 bits. */
const WORDS = 16;
const BITS_MASK = WORDS * 32 - 1;

/** The bit of a trigram: the three UTF-16 units mixed by multiplication, then 9 of its bits. */
function bitOf(a: number, b: number, c: number): number {
  const mixed = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d);
  return (Math.imul(mixed ^ (mixed >>> 15), 0x2c1b3c6d) >>> 16) & BITS_MASK;
}

/** Word index and bit mask pairs, flat: what a text must have to contain every search word. */
export type SieveProbe = Int32Array;

/** The bits the words' trigrams need, or null when no word has three characters. */
export function probeOf(words: readonly string[]): SieveProbe | null {
  const masks = new Int32Array(WORDS);
  let any = false;
  for (const word of words) {
    for (let at = 0; at + 2 < word.length; at += 1) {
      const bit = bitOf(word.charCodeAt(at), word.charCodeAt(at + 1), word.charCodeAt(at + 2));
      masks[bit >>> 5]! |= 1 << (bit & 31);
      any = true;
    }
  }
  if (!any) return null;
  const pairs: number[] = [];
  masks.forEach((mask, word) => {
    if (mask !== 0) pairs.push(word, mask);
  });
  return Int32Array.from(pairs);
}

/** Where one text's bits are: a slab shared by the texts added after one another, and an offset. */
export type Sieve = { slab: Int32Array; base: number };

/** Texts per slab: 1,024 × 64 bytes. */
const SLAB_TEXTS = 1024;

/**
 * The sieves of many texts, 64 bytes each, in slabs of 1,024 (no typed array per response). A
 * slab is kept alive by the sieves that point into it, so when a reload replaces the responses
 * by fresh copies, the old slabs go with the old responses.
 */
export function createSieves() {
  let slab = new Int32Array(0);
  let next = SLAB_TEXTS;

  /** Sets the bits of a text's trigrams in a new place and returns it. */
  return function sieveOf(text: string): Sieve {
    if (next === SLAB_TEXTS) {
      slab = new Int32Array(WORDS * SLAB_TEXTS);
      next = 0;
    }
    const base = next * WORDS;
    next += 1;
    for (let at = 0; at + 2 < text.length; at += 1) {
      const bit = bitOf(text.charCodeAt(at), text.charCodeAt(at + 1), text.charCodeAt(at + 2));
      slab[base + (bit >>> 5)]! |= 1 << (bit & 31);
    }
    return { slab, base };
  };
}

/**
 * The sieves of a list of texts laid end to end in its order, what a search reads: one pass in
 * sequence over one array, instead of following each response to its slab.
 */
export function packSieves(sieves: readonly Sieve[]): Int32Array {
  const pack = new Int32Array(sieves.length * WORDS);
  sieves.forEach(({ slab, base }, at) => {
    const to = at * WORDS;
    for (let word = 0; word < WORDS; word += 1) pack[to + word] = slab[base + word]!;
  });
  return pack;
}

/** False when the pack's `at`-th text cannot contain the probe's words; true when it may. */
export function packMayContain(pack: Int32Array, at: number, probe: SieveProbe): boolean {
  const base = at * WORDS;
  for (let index = 0; index < probe.length; index += 2) {
    const mask = probe[index + 1]!;
    if ((pack[base + probe[index]!]! & mask) !== mask) return false;
  }
  return true;
}
