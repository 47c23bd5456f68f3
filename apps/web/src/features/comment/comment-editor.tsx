import { Button, Input } from 'antd';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { EmailField, readRememberedAddress, rememberAddress } from '../mail';
import { openLogin, useIsLoggedIn, useUserStore } from '../../stores/user-store';
import { CommentAvatar } from './comment-avatar';
import { COMMENT_MAX_CHARS, commentProblem } from './comment-thread';
import styles from './comments.module.css';

export interface CommentEditorProps {
  placeholder: string;
  /**
   * Sends the text and the optional e-mail address for reply mails; resolves once saved (the text
   * then empties, the address stays for the next comment), rejects to keep both.
   */
  onSubmit: (content: string, email: string | undefined) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Label of the send button. */
  submitLabel?: string;
}

/** The text box for a comment or a reply; guests get a login prompt instead (login required). */
export function CommentEditor({
  placeholder,
  onSubmit,
  onCancel,
  autoFocus = false,
  submitLabel = '发布',
}: CommentEditorProps) {
  const loggedIn = useIsLoggedIn();
  const user = useUserStore((state) => state.userInfo);
  const [content, setContent] = useState('');
  // The address left last time: the commenter need not type it for every comment.
  const [email, setEmail] = useState(() => readRememberedAddress());
  const [sending, setSending] = useState(false);

  if (!loggedIn || !user) {
    return (
      <div className={styles.loginPrompt}>
        <span>登录后才能发表评论哦～</span>
        <Button type="primary" size="small" onClick={openLogin}>
          去登录
        </Button>
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            取消
          </Button>
        )}
      </div>
    );
  }

  const submit = async () => {
    if (sending) return;
    const problem = commentProblem(content);
    if (problem) {
      toast.warning(problem);
      return;
    }
    setSending(true);
    try {
      const address = email.trim() || undefined;
      await onSubmit(content.trim(), address);
      rememberAddress(address);
      setContent('');
    } catch {
      // The client already showed the server's message; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.editor}>
      <CommentAvatar src={user.avatar || null} name={user.nick_name || user.username} />
      <div className={styles.editorBody}>
        <Input.TextArea
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={COMMENT_MAX_CHARS}
          showCount
          autoFocus={autoFocus}
          onKeyDown={(event) => {
            // Ctrl/⌘ + Enter sends; a plain Enter is a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
          }}
        />
        <div className={styles.editorActions}>
          <div className={styles.editorEmail}>
            <EmailField value={email} onChange={setEmail} testId="comment-email" />
          </div>
          {onCancel && <Button onClick={onCancel}>取消</Button>}
          <Button type="primary" loading={sending} onClick={() => void submit()}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
