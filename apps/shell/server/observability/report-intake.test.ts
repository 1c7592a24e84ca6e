/** @jest-environment node */
import { reportFields } from './report-intake';

describe('reportFields', () => {
  it('reads a JSON object sent as text', () => {
    expect(reportFields('{"route":"/","vitals":{"LCP":1}}')).toEqual({ route: '/', vitals: { LCP: 1 } });
  });

  it.each([
    ['text that is no JSON', 'route=/'],
    ['a JSON array', '[1,2]'],
    ['a JSON number', '42'],
    ['JSON null', 'null'],
    ['a body that was not read as text', { route: '/' }],
    ['no body', undefined],
  ])('gives nothing for %s', (_what, body) => {
    expect(reportFields(body)).toBeNull();
  });
});
