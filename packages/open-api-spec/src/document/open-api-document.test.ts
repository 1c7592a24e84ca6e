import { compileErrors, validate } from '@readme/openapi-parser';
import { createSchemaValidator, describeErrors } from '../validation';
import { LocalizedText, type SourceNode } from './localized-text';
import { OPEN_API_SOURCE } from './open-api-source';
import { documentForServer, openApiDocument } from './open-api-document';
import { listOperations } from './operations';
import type { Language } from './document-types';

const LANGUAGES: readonly Language[] = ['vi', 'en'];

describe.each(LANGUAGES)('the OpenAPI document in %s', (language) => {
  const document = openApiDocument(language);

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(document) as never);
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('says under which terms the API may be used', () => {
    const { license } = document.info as { license?: { name: string; url: string } };
    expect(license?.url).toBe('https://echowatch.vn/terms-of-use');
    expect(license?.name).toBe(language === 'vi' ? 'Điều khoản sử dụng EchoWatch' : 'EchoWatch terms of use');
  });

  it('has an example of every request that validates against its schema', () => {
    const validator = createSchemaValidator(document);
    for (const entry of listOperations(document).filter((candidate) => candidate.requestSchemaName)) {
      const check = validator.component(entry.requestSchemaName!);
      expect(entry.requestExample).toBeDefined();
      expect({ call: entry.path, errors: check(entry.requestExample) ? [] : describeErrors(check.errors) }).toEqual({
        call: entry.path,
        errors: [],
      });
    }
  });

  it('has a success example and an example of each listed error code that validate against the response schemas', () => {
    const validator = createSchemaValidator(document);
    for (const entry of listOperations(document)) {
      const success = validator.component(entry.successSchemaName);
      expect({ call: entry.path, errors: success(entry.successExample) ? [] : describeErrors(success.errors) }).toEqual({
        call: entry.path,
        errors: [],
      });
      const errorCodes = entry.operation['x-response-codes'].filter((code) => code > 10);
      const errorResponse = validator.component('ErrorResponse');
      for (const code of errorCodes) {
        const example = entry.responseExamples[`error${code}`];
        expect(example?.value).toMatchObject({ code, data: null });
        expect(errorResponse(example!.value)).toBe(true);
      }
      expect(Object.keys(entry.responseExamples)).toHaveLength(errorCodes.length + 1);
    }
  });

  it('uses every component it declares: each is reached from a call', () => {
    const refsIn = (node: unknown) => [...JSON.stringify(node).matchAll(/"\$ref":"(#\/components\/[^"]+)"/g)].map((match) => match[1]!);
    const reached = new Set<string>();
    const pending = refsIn(document.paths);
    while (pending.length > 0) {
      const pointer = pending.pop()!;
      if (reached.has(pointer)) continue;
      reached.add(pointer);
      const [, , kind, name] = pointer.split('/');
      pending.push(...refsIn((document.components as Record<string, Record<string, unknown>>)[kind!]![name!]));
    }
    const { schemas = {}, examples = {} } = document.components!;
    const declared = [
      ...Object.keys(schemas).map((name) => `#/components/schemas/${name}`),
      ...Object.keys(examples).map((name) => `#/components/examples/${name}`),
    ];
    expect(declared.filter((pointer) => !reached.has(pointer))).toEqual([]);
    expect(reached).toContain('#/components/schemas/ResponseCode');
  });

  it('points the downloadable copy at the API host the reader uses', () => {
    const copy = documentForServer(language, 'http://127.0.0.1:8590/open-api/');
    expect(copy.servers).toEqual([{ url: 'http://127.0.0.1:8590/open-api' }]);
    expect(openApiDocument(language).servers?.[0]?.url).toBe('https://api.echowatch.vn/open-api');
  });
});

/** Every LocalizedText of the source, with where it sits. */
function localizedTexts(node: SourceNode, path = ''): { path: string; text: LocalizedText }[] {
  if (node instanceof LocalizedText) return [{ path, text: node }];
  if (Array.isArray(node)) return node.flatMap((entry, index) => localizedTexts(entry as SourceNode, `${path}/${index}`));
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => localizedTexts(value as SourceNode, `${path}/${key}`));
  }
  return [];
}

describe('the two languages of the document', () => {
  it('describes everything in Vietnamese and in English', () => {
    const texts = localizedTexts(OPEN_API_SOURCE as unknown as SourceNode);
    expect(texts.length).toBeGreaterThan(250);
    for (const { path, text } of texts) {
      expect({ path, vi: text.vi.trim().length > 0, en: text.en.trim().length > 0 }).toEqual({ path, vi: true, en: true });
      expect({ path, same: text.vi === text.en }).toEqual({ path, same: false });
    }
    const vietnamese = texts.filter(({ text }) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹáàãéèíìóòõúùý]/i.test(text.vi));
    expect(vietnamese.length / texts.length).toBeGreaterThan(0.9);
  });

  it('leaves no untranslated text in either published document', () => {
    for (const language of LANGUAGES) {
      expect(JSON.stringify(openApiDocument(language))).not.toContain('LocalizedText');
    }
    const vi = openApiDocument('vi');
    const en = openApiDocument('en');
    expect(vi.paths?.['/news/search']?.post?.summary).toBe('Tìm kiếm bài viết');
    expect(en.paths?.['/news/search']?.post?.summary).toBe('Article search');
  });
});
