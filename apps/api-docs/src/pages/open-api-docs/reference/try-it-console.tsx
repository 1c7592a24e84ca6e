import { useState, type FormEvent } from 'react';
import { isApiError, TransportError, type Envelope } from '@echowatch/api-client';
import { SANDBOX_API_KEYS, openApiBase } from '@echowatch/open-api-spec';
import type { OperationEntry } from '@echowatch/open-api-spec/document';
import { useHydrated, useSiteApi, useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../../i18n/texts';
import { SandboxKeys } from './sandbox-keys';
import { TryItResult } from './try-it-result';
import * as styles from './try-it-console.module.css';
import * as reference from './reference.module.css';

interface TryItConsoleProps {
  entry: OperationEntry;
  meanings: ReadonlyMap<number, string>;
  idPrefix: string;
}

export type TryItState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'answered'; envelope: Envelope<unknown> }
  | { kind: 'failed'; message: string };

const P = 'reference.tryIt';
const exampleText = (entry: OperationEntry) => JSON.stringify(entry.requestExample ?? {}, null, 2);

/** Sends the call, with the Api-Key header, to the configured Open API host and shows what comes back. */
export function TryItConsole({ entry, meanings, idPrefix }: TryItConsoleProps) {
  const { t } = useTexts();
  const { environment, hosts } = useSiteConfig();
  const api = useSiteApi();
  // The server sends the console before its code arrives (a chunk of its own): until it has
  // hydrated, what a visitor typed would be lost, so the fields take no input and nothing is sent.
  const live = useHydrated();
  // Only the local composition has the sandbox, whose documented keys may be filled in for the reader.
  const local = environment === 'local';
  const [apiKey, setApiKey] = useState<string>(local ? SANDBOX_API_KEYS.full : '');
  const [body, setBody] = useState(() => exampleText(entry));
  const [state, setState] = useState<TryItState>({ kind: 'idle' });
  const host = openApiBase(hosts.openApi);
  const hasBody = entry.requestSchemaName !== undefined;
  const ids = { title: `${idPrefix}-try-title`, of: `${idPrefix}-try-of`, key: `${idPrefix}-try-key`, body: `${idPrefix}-try-body` };

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!apiKey.trim()) return setState({ kind: 'failed', message: t(`${P}.missingKey`) });
    let parsed: unknown;
    if (hasBody) {
      try {
        parsed = JSON.parse(body);
      } catch (error) {
        return setState({ kind: 'failed', message: t(`${P}.invalidJson`, { detail: (error as Error).message }) });
      }
    }
    setState({ kind: 'sending' });
    try {
      const method = entry.method === 'get' ? 'GET' : 'POST';
      const envelope = await api.tryOpenApi({ method, path: entry.path, apiKey: apiKey.trim(), body: parsed });
      setState({ kind: 'answered', envelope });
    } catch (error) {
      const failure = error instanceof TransportError ? error.failure : isApiError(error) ? 'http' : 'network';
      setState({ kind: 'failed', message: t(`${P}.transport`, { host, failure: t(`${P}.failures.${failure}`) }) });
    }
  }

  return (
    // Named after the call too: the page has a console for each call, and each region needs its own name.
    <section className={styles.console} aria-labelledby={`${ids.title} ${ids.of}`}>
      <h4 id={ids.title} className={reference.subheading}>
        {t(`${P}.title`)}
      </h4>
      <span id={ids.of} hidden>
        {entry.operation.summary ?? `${entry.method.toUpperCase()} ${entry.path}`}
      </span>
      <p>{t(`${P}.intro`, { host: `${host}${entry.path}` })}</p>
      <form method="post" className={styles.form} onSubmit={(event) => void send(event)} noValidate>
        <label htmlFor={ids.key} className={styles.label}>
          {t(`${P}.keyLabel`)}
        </label>
        <input
          id={ids.key}
          className={styles.input}
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          readOnly={!live}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${ids.key}-hint`}
        />
        {local ? (
          <SandboxKeys id={`${ids.key}-hint`} onPick={setApiKey} />
        ) : (
          <p id={`${ids.key}-hint`} className={styles.hint}>
            {t(`${P}.ownKey`)}
          </p>
        )}
        {hasBody && (
          <>
            <label htmlFor={ids.body} className={styles.label}>
              {t(`${P}.bodyLabel`)}
            </label>
            <textarea
              id={ids.body}
              className={styles.body}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              readOnly={!live}
              rows={Math.min(16, body.split('\n').length + 1)}
              spellCheck={false}
            />
          </>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.send} disabled={!live || state.kind === 'sending'}>
            {state.kind === 'sending' ? t(`${P}.sending`) : t(`${P}.send`)}
          </button>
          {hasBody && (
            <button type="button" className={styles.secondary} disabled={!live} onClick={() => setBody(exampleText(entry))}>
              {t(`${P}.reset`)}
            </button>
          )}
        </div>
      </form>
      <TryItResult state={state} meanings={meanings} idPrefix={idPrefix} />
    </section>
  );
}
