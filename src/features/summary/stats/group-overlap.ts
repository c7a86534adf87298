/**
 * How two compared groups of responses share them. The tests of a comparison (chi-square,
 * Welch's t, the two-proportion z) take the groups as independent samples: a response in both
 * counts twice, and a group inside the other is largely compared with itself. `within`: the
 * group that is wholly in the other (the first when both hold the same responses).
 */
export type GroupOverlap =
  | { kind: 'disjoint' }
  | { kind: 'contained'; within: 'a' | 'b'; both: number }
  | { kind: 'partial'; both: number };

/** Whether two groups share responses (by submission id), and how. */
export function groupOverlap(
  a: readonly { id: string }[],
  b: readonly { id: string }[],
): GroupOverlap {
  const [smaller, larger] = a.length <= b.length ? [a, b] : [b, a];
  const ids = new Set(larger.map((row) => row.id));
  const both = new Set(smaller.filter((row) => ids.has(row.id)).map((row) => row.id)).size;
  if (both === 0) return { kind: 'disjoint' };
  if (both === new Set(a.map((row) => row.id)).size)
    return { kind: 'contained', within: 'a', both };
  if (both === new Set(b.map((row) => row.id)).size)
    return { kind: 'contained', within: 'b', both };
  return { kind: 'partial', both };
}
