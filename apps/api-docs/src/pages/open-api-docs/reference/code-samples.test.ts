import { execFileSync } from 'node:child_process';
import { codeSample, keyVariableOf, pythonLiteral } from './code-samples';

const search = {
  method: 'POST' as const,
  url: 'https://api.echowatch.vn/open-api/news/search',
  body: { topic_id: 1024, keywords: "lãi suất,it's", sentiments: [-1, 0], nested: { ok: true, none: null } },
  keyVariable: 'ECHOWATCH_API_KEY',
};

describe('code samples', () => {
  it('writes a curl command with the key from the environment and the JSON body', () => {
    const sample = codeSample('curl', search);
    expect(sample.split('\n')[0]).toBe("curl -X POST 'https://api.echowatch.vn/open-api/news/search' \\");
    expect(sample).toContain('-H "Api-Key: $ECHOWATCH_API_KEY"');
    expect(sample).toContain("-H 'Content-Type: application/json'");
    expect(sample).toContain(`"keywords": "lãi suất,it'\\''s"`);
  });

  it('leaves the body out of a GET', () => {
    const request = { method: 'GET' as const, url: 'https://api.echowatch.vn/open-api/topic/list', keyVariable: 'K' };
    expect(codeSample('curl', request)).not.toContain('-d');
    expect(codeSample('javascript', request)).not.toContain('body:');
    expect(codeSample('python', request)).toContain('requests.get(');
    expect(codeSample('python', request)).not.toContain('json=');
  });

  it('writes JavaScript whose request object is valid JavaScript', () => {
    const sample = codeSample('javascript', search);
    expect(sample).toContain("'Api-Key': process.env.ECHOWATCH_API_KEY,");
    const call = sample.slice(sample.indexOf('{'), sample.indexOf('});') + 1);
    const options = new Function('process', `return ${call};`)({ env: { ECHOWATCH_API_KEY: 'k' } }) as { body: string };
    expect(JSON.parse(options.body)).toEqual(search.body);
  });

  it('writes Python literals', () => {
    expect(pythonLiteral({ a: [1, 2], b: true, c: null, d: 'x' })).toBe('{\n    "a": [1, 2],\n    "b": True,\n    "c": None,\n    "d": "x",\n}');
    const sample = codeSample('python', search);
    expect(sample).toContain('headers={"Api-Key": os.environ["ECHOWATCH_API_KEY"]},');
    expect(sample).toContain('"ok": True,');
  });

  it('writes Python that compiles, when a Python interpreter is at hand', () => {
    let python: string | undefined;
    try {
      execFileSync('python3', ['--version']);
      python = 'python3';
    } catch {
      python = undefined;
    }
    if (!python) return;
    expect(() => execFileSync(python, ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], { input: codeSample('python', search) })).not.toThrow();
  });

  it('names the key variable after the brand', () => {
    expect(keyVariableOf('EchoWatch')).toBe('ECHOWATCH_API_KEY');
    expect(keyVariableOf('Echo Watch')).toBe('ECHO_WATCH_API_KEY');
  });
});
