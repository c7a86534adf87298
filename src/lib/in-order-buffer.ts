/**
 * Holds values that arrive in any order and lets them out strictly by index: 1, 2, 3… A value
 * waits here until every value before it has arrived.
 */
export function inOrderBuffer<T>(first = 1) {
  const arrived = new Map<number, T>();
  let next = first;
  return {
    /** Keeps one value; returns those now ready, in order (none while an earlier one is missing). */
    put(index: number, value: T): Array<[index: number, value: T]> {
      // An index already let out would be handed on twice, or wait here for ever.
      if (index < next || arrived.has(index))
        throw new RangeError(`Index ${index} was already put`);
      arrived.set(index, value);
      const ready: Array<[number, T]> = [];
      while (arrived.has(next)) {
        // `has` was checked: the cast only drops the `undefined` that `get` adds.
        ready.push([next, arrived.get(next) as T]);
        arrived.delete(next);
        next += 1;
      }
      return ready;
    },
    /** The index that the next value to be let out must have. */
    get next() {
      return next;
    },
    /** How many values are waiting for an earlier one. */
    get waiting() {
      return arrived.size;
    },
  };
}
