import { useId, useState } from 'react';
import { useTexts } from '../../i18n/texts';
import * as styles from './blog-list.module.css';

interface BlogSearchProps {
  /** The keyword in the URL; the box follows it when it changes (back, forward, a new tab). */
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** The search box: the Search button and Enter both search. */
export function BlogSearch({ keyword, onSearch }: BlogSearchProps) {
  const { t } = useTexts();
  const inputId = useId();
  const [draft, setDraft] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setDraft(keyword);
  }
  return (
    <form
      method="get"
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <label htmlFor={inputId} className={styles.searchLabel}>
        {t('blog.search.label')}
      </label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          type="search"
          className={styles.searchInput}
          value={draft}
          maxLength={100}
          placeholder={t('blog.search.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={styles.searchButton}>
          {t('blog.search.submit')}
        </button>
      </div>
    </form>
  );
}
