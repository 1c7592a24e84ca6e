import { renderToStaticMarkup } from 'react-dom/server';
import { defineTexts, loadTexts } from './text-groups';
import { namespaceTexts } from './namespace-texts';
import { initSiteI18n } from './site-i18n';
import type { Translation } from './text-types';
import { transText } from './trans-text';

const vi = {
  card: { title: 'Thẻ của {{name}}', steps: ['Một', 'Hai'], call: 'Gọi <phone>{{hotline}}</phone>', seats_one: '{{count}} chỗ', seats_other: '{{count}} chỗ' },
};
const en: Translation<typeof vi> = {
  card: { title: "{{name}}'s card", steps: ['One', 'Two'], call: 'Call <phone>{{hotline}}</phone>', seats_one: '{{count}} seat', seats_other: '{{count}} seats' },
};
const cardTexts = defineTexts('card-test', { vi: () => Promise.resolve({ vi }), en: () => Promise.resolve({ en }) });
const { useTexts } = namespaceTexts<typeof vi>('card-test');
const TransText = transText<typeof vi>('card-test');

function Card() {
  const { t, textsAt, language } = useTexts();
  return (
    <section lang={language}>
      <h2>{t('card.title', { name: 'Lan' })}</h2>
      <p>
        {t('card.seats', { count: 1 })}, {t('card.seats', { count: 2 })}
      </p>
      <ol>
        {textsAt('card.steps').map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        <TransText i18nKey="card.call" values={{ hotline: '1900 1234' }} components={{ phone: <a href="tel:19001234" aria-label="1900 1234" /> }} />
      </p>
    </section>
  );
}

// Never called: it only has to fail the type-check when a key is wrong.
function checkKeys({ t, textsAt }: ReturnType<typeof useTexts>) {
  // @ts-expect-error no such key
  t('card.titel');
  // @ts-expect-error a list is read with textsAt, not t
  t('card.steps');
  // @ts-expect-error a single text is read with t
  textsAt('card.title');
  // @ts-expect-error one plural form would pin that form whatever the count
  t('card.seats_one', { count: 2 });
}

describe('namespaceTexts', () => {
  it('reads texts, lists and marked-up texts by checked keys in the current language', async () => {
    await initSiteI18n({ language: 'en' });
    await loadTexts([cardTexts], 'en');
    expect(renderToStaticMarkup(<Card />)).toBe(
      '<section lang="en"><h2>Lan&#x27;s card</h2><p>1 seat, 2 seats</p><ol><li>One</li><li>Two</li></ol>' +
        '<p>Call <a href="tel:19001234" aria-label="1900 1234">1900 1234</a></p></section>',
    );
    expect(typeof checkKeys).toBe('function');
  });
});
