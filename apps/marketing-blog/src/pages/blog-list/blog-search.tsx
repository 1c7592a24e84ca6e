import { useEffect, useId, useRef } from 'react';
import { LANGUAGE_PARAM, useSearchParams } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import * as styles from './blog-list.module.css';

interface BlogSearchProps {
  /** The keyword in the URL; the box follows it when it changes (back, forward, a new tab). */
  keyword: string;
  /** The list the search runs on (its tab, page 1): where the form goes before the page is live. */
  action: string;
  onSearch: (keyword: string) => void;
}

/**
 * The search box: the Search button and Enter both search. It is a GET form with the list's own
 * `keyword` field, so a search made before the page is live (or without its code) loads the list
 * the server renders for it; once live, the page searches in place. The box keeps its own text, so
 * what a visitor typed before the page went live is what a later search sends.
 */
export function BlogSearch({ keyword, action, onSearch }: BlogSearchProps) {
  const { t } = useTexts();
  const [search] = useSearchParams();
  const language = search.get(LANGUAGE_PARAM);
  const inputId = useId();
  const box = useRef<HTMLInputElement>(null);
  // The keyword the box last took from the address: not at mount, when it may hold early typing.
  const followed = useRef(keyword);
  useEffect(() => {
    if (keyword === followed.current) return;
    followed.current = keyword;
    if (box.current) box.current.value = keyword;
  }, [keyword]);
  return (
    <form
      method="get"
      action={action}
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(box.current?.value ?? '');
      }}
    >
      {language && <input type="hidden" name={LANGUAGE_PARAM} value={language} />}
      <label htmlFor={inputId} className={styles.searchLabel}>
        {t('blog.search.label')}
      </label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          type="search"
          name="keyword"
          className={styles.searchInput}
          ref={box}
          defaultValue={keyword}
          maxLength={100}
          placeholder={t('blog.search.placeholder')}
        />
        <button type="submit" className={styles.searchButton}>
          {t('blog.search.submit')}
        </button>
      </div>
    </form>
  );
}
