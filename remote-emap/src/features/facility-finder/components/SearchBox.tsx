import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TEXT_MAX_LENGTH } from '../../facilities';

/** Search by name, kana or address; submitting an empty box goes back to browsing the map. */
export function SearchBox({
  query,
  onSearch,
}: {
  query: string;
  onSearch: (query: string) => void;
}) {
  const { t } = useTranslation('emap');
  const inputId = useId();
  const [text, setText] = useState(query);
  // A search changed from outside (back button, a link) shows in the box.
  useEffect(() => setText(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" className="emap-search" onSubmit={submit}>
      <label htmlFor={inputId} className="emap-search__label">
        {t('search.label')}
      </label>
      <div className="emap-search__row">
        <input
          id={inputId}
          type="search"
          className="harmo-input emap-search__input"
          value={text}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="harmo-button harmo-button--primary emap-search__submit">
          {t('search.submit')}
        </button>
      </div>
      {query && (
        <button
          type="button"
          className="emap-link-button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {t('search.clear')}
        </button>
      )}
    </form>
  );
}
