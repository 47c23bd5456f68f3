import { DeleteOutlined, FireOutlined, HistoryOutlined, SearchOutlined } from '../../components/icons';
import { Empty, Input, Modal, Skeleton, Tag, type InputRef } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { splitMatches } from './matches';
import { useHotArticles, useSearchResults } from './search-api';
import styles from './search-dialog.module.css';
import { addToHistory, loadSearchHistory, removeFromHistory, saveSearchHistory } from './search-history';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The 搜索 dialog (docs/spec.md §2, §5, §9): Enter searches titles and bodies; before that, and whenever
 * the keyword is emptied, it shows the 搜索历史 (newest first, about 10) and 5 热门推荐.
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const navigate = useNavigate();
  const inputRef = useRef<InputRef>(null);
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  const [history, setHistory] = useState(loadSearchHistory);
  const results = useSearchResults(query);
  const hot = useHotArticles(open);

  const updateHistory = (next: string[]) => {
    saveSearchHistory(next);
    setHistory(next);
  };

  /** An empty keyword clears the results and makes no call; the history is read again (docs/spec.md §5). */
  const search = (text: string) => {
    const word = text.trim();
    setQuery(word);
    if (!word) return setHistory(loadSearchHistory());
    updateHistory(addToHistory(loadSearchHistory(), word));
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setKeyword(event.target.value);
    if (!event.target.value.trim()) search('');
  };

  const searchFor = (word: string) => {
    setKeyword(word);
    search(word);
  };

  const openArticle = (id: number) => {
    onClose();
    void navigate(`/article?id=${id}`);
  };

  return (
    <AntdScope>
      <Modal
        title="搜索"
        open={open}
        onCancel={onClose}
        footer={null}
        width={640}
        className={styles.modal}
        afterOpenChange={(visible) => {
          if (!visible) return;
          // Another tab may have searched meanwhile.
          setHistory(loadSearchHistory());
          inputRef.current?.focus();
        }}
      >
        <Input
          ref={inputRef}
          className={styles.input}
          size="large"
          allowClear
          autoFocus
          prefix={<SearchOutlined aria-hidden />}
          placeholder="请输入搜索内容"
          aria-label="搜索内容"
          value={keyword}
          onChange={onChange}
          onPressEnter={() => search(keyword)}
          enterKeyHint="search"
        />
        <p className={styles.tip}>
          按 <kbd>Enter</kbd> 搜索 · <kbd>Ctrl</kbd> + <kbd>K</kbd> 随时打开
        </p>
        {query ? (
          <section className={styles.results} aria-label="搜索结果" aria-busy={results.isFetching}>
            {results.isPending ? (
              <Skeleton active title={false} paragraph={{ rows: 4 }} />
            ) : results.isError ? (
              <div className={styles.error} role="alert">
                搜索出了点问题，
                <button type="button" className={styles.linkButton} onClick={() => void results.refetch()}>
                  重试一下
                </button>
              </div>
            ) : results.data.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={`没有找到与「${query}」相关的文章，换个关键词试试吧～`}
              />
            ) : (
              <>
                <p className={styles.count}>找到 {results.data.length} 篇相关文章</p>
                <ul className={styles.hits}>
                  {results.data.map((hit) => (
                    <li key={hit.id}>
                      <button type="button" className={styles.hit} onClick={() => openArticle(hit.id)}>
                        <span className={styles.hitTitle}>
                          <Marked text={hit.article_title} keyword={query} />
                        </span>
                        <span className={styles.hitSnippet}>
                          <Marked text={hit.article_content} keyword={query} />
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        ) : (
          <>
            {history.length > 0 && (
              <section className={styles.section} aria-labelledby="search-history-title">
                <header className={styles.sectionHead}>
                  <h3 id="search-history-title" className={styles.sectionTitle}>
                    <HistoryOutlined aria-hidden />
                    搜索历史
                  </h3>
                  <button type="button" className={styles.linkButton} onClick={() => updateHistory([])}>
                    <DeleteOutlined aria-hidden />
                    清空搜索历史
                  </button>
                </header>
                <ul className={styles.history} aria-label="搜索历史">
                  {history.map((word) => (
                    <li key={word}>
                      <Tag
                        className={styles.historyTag}
                        closable
                        closeIcon={<span aria-label={`删除 ${word}`}>×</span>}
                        onClose={(event) => {
                          event.preventDefault();
                          updateHistory(removeFromHistory(history, word));
                        }}
                      >
                        <button type="button" className={styles.historyWord} onClick={() => searchFor(word)}>
                          {word}
                        </button>
                      </Tag>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section className={styles.section} aria-labelledby="search-hot-title">
              <header className={styles.sectionHead}>
                <h3 id="search-hot-title" className={styles.sectionTitle}>
                  <FireOutlined aria-hidden className={styles.fire} />
                  热门推荐
                </h3>
              </header>
              {hot.isPending ? (
                <Skeleton active title={false} paragraph={{ rows: 3 }} />
              ) : hot.isError || hot.data.length === 0 ? (
                <p className={styles.quiet}>暂时还没有热门文章～</p>
              ) : (
                <ol className={styles.hot} aria-label="热门推荐">
                  {hot.data.map((article, index) => (
                    <li key={article.id}>
                      <button
                        type="button"
                        className={styles.hotItem}
                        onClick={() => openArticle(article.id)}
                      >
                        <span className={styles.rank} data-rank={index + 1} aria-hidden="true">
                          {index + 1}
                        </span>
                        <span className={styles.hotTitle}>{article.article_title}</span>
                      </button>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </>
        )}
      </Modal>
    </AntdScope>
  );
}

/** Text with every match of the keyword in `<mark>` (the API sends plain text). */
function Marked({ text, keyword }: { text: string; keyword: string }) {
  return splitMatches(text, keyword).map((run, index) =>
    run.match ? <mark key={index}>{run.text}</mark> : run.text,
  );
}
