import { postedFields } from './posted-form';

test('every posted text value travels, in order, each value of a repeated name on its own', () => {
  expect(postedFields({ username: 'an@example.vn', report_types: ['1', '3'], note: '$& <b>' })).toEqual([
    ['username', 'an@example.vn'],
    ['report_types', '1'],
    ['report_types', '3'],
    ['note', '$& <b>'],
  ]);
});

test('anything but text is left out', () => {
  expect(postedFields({ a: 'x', c: { nested: 'z' }, d: 1, e: ['y', { deep: 'w' }] })).toEqual([
    ['a', 'x'],
    ['e', 'y'],
  ]);
  expect(postedFields(undefined)).toEqual([]);
  expect(postedFields('a=1')).toEqual([]);
});
