import { Link, Navigate, useLocation, useParams } from '@echowatch/routing';
import { useHydrated, useSiteConfig } from '@echowatch/remote-kit';
import { ContentWidth, PageBanner, type Crumb } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import { TransText } from '../../i18n/trans-text';
import { ContentNotFound } from '../blog-parts/content-not-found';
import { faqViewOf } from './faq-view';
import { mailHref, telHref } from '../legal-parts/contact-href';
import { TextLink } from '../legal-parts/text-link';
import { SiteBreadcrumbs } from '../banner-parts/site-breadcrumbs';
import { FaqCommon } from './faq-common';
import { faqAnswerAddress, namesFaqQuestion, readFaqChoice, useFaqTopics } from './faq-content';
import { FaqDetail } from './faq-detail';
import { FaqOverview } from './faq-overview';
import * as styles from './faq-page.module.css';

/**
 * /faqs, /faqs/common-faqs and /faqs/detail?topic=&question= (the shell mounts it only with the
 * faqs flag). The product's `#topic#question` still opens its answer: the address is then rewritten
 * to the query, which a server renders and which is a valid address to share.
 */
export function FaqPage() {
  const { t } = useTexts();
  const { brand, contact } = useSiteConfig();
  const { search, hash: locationHash } = useLocation();
  // Browsers never send the hash, so the server renders the query's question (or the first); a hash applies right after hydration.
  const hash = useHydrated() ? locationHash : '';
  const params = useParams();
  const topics = useFaqTopics();
  const view = faqViewOf(params['*']);
  if (!view || topics.length === 0) return <ContentNotFound />;
  const chosen = readFaqChoice(search, hash, topics);
  const fromHash = view === 'detail' && hash !== '' && !namesFaqQuestion(search);
  // An answer belongs to "All topics": its tab stays marked, as the current section rather than the page.
  const allTopicsCurrent = view === 'overview' ? 'page' : view === 'detail' ? 'true' : undefined;

  // Support > the view, or Support > topic > question: the help pages' trail starts at Support.
  const support: Crumb = { label: t('faq.support'), href: '/faqs' };
  let crumbs: Crumb[] = [support, { label: t('faq.allTopics') }];
  if (view === 'common') crumbs = [support, { label: t('faq.common') }];
  if (view === 'detail') {
    crumbs = [
      support,
      { label: topics[chosen.topic]!.title, href: faqAnswerAddress({ topic: chosen.topic, question: 0 }) },
      { label: topics[chosen.topic]!.questions[chosen.question]!.q },
    ];
  }

  return (
    <section className={styles.page} aria-labelledby="faq-title">
      {fromHash && <Navigate to={faqAnswerAddress(chosen)} replace />}
      <PageBanner
        titleId="faq-title"
        title={t('faq.title')}
        lead={t('faq.intro', { brand: brand.name })}
        breadcrumbs={<SiteBreadcrumbs crumbs={crumbs} fromHome={false} />}
      />
      <ContentWidth className={styles.inner}>
        <nav aria-label={t('faq.views')} className={styles.views}>
          <Link to="/faqs" className={styles.viewLink} aria-current={allTopicsCurrent}>
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
      </ContentWidth>
    </section>
  );
}
