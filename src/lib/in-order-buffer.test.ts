import { inOrderBuffer } from './in-order-buffer';

describe('inOrderBuffer', () => {
  it('lets values out in index order, each as soon as all before it have come', () => {
    const buffer = inOrderBuffer<string>();
    expect(buffer.put(3, 'c')).toEqual([]);
    expect(buffer.put(2, 'b')).toEqual([]);
    expect(buffer.waiting).toBe(2);
    expect(buffer.put(1, 'a')).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ]);
    expect(buffer.put(5, 'e')).toEqual([]);
    expect(buffer.put(4, 'd')).toEqual([
      [4, 'd'],
      [5, 'e'],
    ]);
    expect(buffer.next).toBe(6);
    expect(buffer.waiting).toBe(0);
  });

  it('starts from the index it is given', () => {
    const buffer = inOrderBuffer<number>(0);
    expect(buffer.put(0, 10)).toEqual([[0, 10]]);
    expect(buffer.next).toBe(1);
  });

  it('refuses an index it already holds or has let out', () => {
    const buffer = inOrderBuffer<string>();
    buffer.put(1, 'a');
    buffer.put(3, 'c');
    expect(() => buffer.put(1, 'again')).toThrow(RangeError);
    expect(() => buffer.put(3, 'again')).toThrow(RangeError);
  });
});
