import { Link, useLocation, useParams } from '@echowatch/routing';
import { useHydrated, useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import { TransText } from '../../i18n/trans-text';
import { ContentNotFound } from '../blog-parts/content-not-found';
import { faqViewOf } from './faq-view';
import { mailHref, telHref } from '../legal-parts/contact-href';
import { TextLink } from '../legal-parts/text-link';
import { FaqBreadcrumb, type Crumb } from './faq-breadcrumb';
import { FaqCommon } from './faq-common';
import { faqHash, readFaqHash, useFaqTopics } from './faq-content';
import { FaqDetail } from './faq-detail';
import { FaqOverview } from './faq-overview';
import * as styles from './faq-page.module.css';

/** /faqs, /faqs/common-faqs and /faqs/detail#topic#question (the shell mounts it only with the faqs flag). */
export function FaqPage() {
  const { t } = useTexts();
  const { brand, contact } = useSiteConfig();
  const { hash: locationHash } = useLocation();
  // Browsers never send the hash, so the server renders the first question; the hash applies right after hydration.
  const hash = useHydrated() ? locationHash : '';
  const params = useParams();
  const topics = useFaqTopics();
  const view = faqViewOf(params['*']);
  if (!view || topics.length === 0) return <ContentNotFound />;
  const chosen = readFaqHash(hash, topics);

  let crumbs: Crumb[] = [{ label: t('faq.allTopics') }];
  if (view === 'common') crumbs = [{ label: t('faq.common') }];
  if (view === 'detail') {
    crumbs = [
      { label: topics[chosen.topic]!.title, to: `/faqs/detail${faqHash(chosen.topic, 0)}` },
      { label: topics[chosen.topic]!.questions[chosen.question]!.q },
    ];
  }

  return (
    <section className={styles.page} aria-labelledby="faq-title">
      <div className={styles.inner}>
        <FaqBreadcrumb crumbs={crumbs} />
        <h1 id="faq-title" className={styles.title}>
          {t('faq.title')}
        </h1>
        <p className={styles.intro}>{t('faq.intro', { brand: brand.name })}</p>
        <nav aria-label={t('faq.views')} className={styles.views}>
          <Link to="/faqs" className={styles.viewLink} aria-current={view === 'overview' ? 'page' : undefined}>
            {t('faq.allTopics')}
          </Link>
          <Link to="/faqs/common-faqs" className={styles.viewLink} aria-current={view === 'common' ? 'page' : undefined}>
            {t('faq.common')}
          </Link>
        </nav>
        {view === 'overview' && <FaqOverview topics={topics} />}
        {view === 'common' && <FaqCommon topics={topics} />}
        {view === 'detail' && <FaqDetail topics={topics} topic={chosen.topic} question={chosen.question} />}
        <p className={styles.contact}>
          <TransText
            i18nKey="faq.contact"
            values={{ hotline: contact.hotline, email: contact.email }}
            components={{ phone: <TextLink href={telHref(contact.hotline)} />, mail: <TextLink href={mailHref(contact.email)} /> }}
          />
        </p>
      </div>
    </section>
  );
}
