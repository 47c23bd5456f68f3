import type { ArticleDetail } from '@blog/contract';
import { useId, useState, type FormEvent } from 'react';
import { Card } from '../../components/card';
import { LockOutlined } from '../../components/icons';
import { unlockArticle } from '../../features/article/article-api';
import { ApiError } from '../../lib/http/blog-client';
import styles from './locked-article.module.css';

/**
 * A protected article before its password (🔒 加密文章): the owner's description and hint, a password
 * field and 解锁. The right password hands the article whole to `onUnlocked` (no reload); a wrong one
 * is said under the field, and what was typed stays there.
 */
export function LockedArticle({
  article,
  onUnlocked,
}: {
  article: ArticleDetail;
  onUnlocked: (article: ArticleDetail) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!password) {
      setError('请输入密码');
      return;
    }
    setSending(true);
    setError('');
    try {
      onUnlocked(await unlockArticle(article.id, password));
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : '解锁失败，请稍后再试');
    } finally {
      setSending(false);
    }
  };

  return (
    <Card className={styles.card}>
      <section className={styles.lock} aria-labelledby={`${fieldId}-title`} data-testid="locked-article">
        <span className={styles.badge} aria-hidden>
          <LockOutlined />
        </span>
        <h2 id={`${fieldId}-title`} className={styles.title}>
          🔒 加密文章
        </h2>
        <p className={styles.text}>这篇文章设置了访问密码，输入密码后即可阅读。</p>
        {article.article_description && <p className={styles.description}>{article.article_description}</p>}
        {article.password_hint && (
          <p className={styles.hint}>
            <span className={styles.hintLabel}>密码提示</span>
            {article.password_hint}
          </p>
        )}
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <label className="sr-only" htmlFor={fieldId}>
            访问密码
          </label>
          <input
            id={fieldId}
            className={styles.input}
            type="password"
            name="article-password"
            autoComplete="off"
            placeholder="请输入访问密码"
            maxLength={64}
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              if (error) setError('');
            }}
          />
          <button className={styles.button} type="submit" disabled={sending}>
            {sending ? '解锁中…' : '解锁'}
          </button>
        </form>
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      </section>
    </Card>
  );
}
