import { Button, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/http/api-error';
import { toast } from '../../lib/toast';
import {
  guestWrite,
  isStaleIdentity,
  readGuestNickname,
  saveGuestNickname,
  useGuest,
  type GuestWrite,
} from '../guest';
import { EmailField, readRememberedAddress, rememberAddress } from '../mail';
import { openLogin, useIsLoggedIn, useUserStore } from '../../stores/user-store';
import { CommentAvatar } from './comment-avatar';
import {
  COMMENT_MAX_CHARS,
  commentProblem,
  GUEST_NICKNAME_MAX_CHARS,
  nicknameProblem,
} from './comment-thread';
import styles from './comments.module.css';

export interface CommentEditorProps {
  placeholder: string;
  /**
   * Sends the text, the optional e-mail address for reply mails and, for a guest, its identity and
   * nickname; resolves once saved (the text then empties, the rest stays for the next comment),
   * rejects to keep it all.
   */
  onSubmit: (content: string, email: string | undefined, guest?: GuestWrite) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Label of the send button. */
  submitLabel?: string;
}

/**
 * The text box for a comment or a reply: a user writes as themselves; a guest with a nickname
 * (its 游客 name unless it chose another) while the owner allows guest comments, else it is asked
 * to log in.
 */
export function CommentEditor(props: CommentEditorProps) {
  const loggedIn = useIsLoggedIn();
  const user = useUserStore((state) => state.userInfo);
  const guest = useGuest(!loggedIn);

  if (loggedIn && user) {
    return (
      <EditorForm
        {...props}
        author={{ avatar: user.avatar || null, name: user.nick_name || user.username }}
      />
    );
  }
  // Asked once a visit, and quickly: a blank of the editor's height meanwhile, not a login prompt.
  if (guest.pending)
    return <div className={styles.editorPending} aria-busy="true" aria-label="评论框加载中" />;
  if (!guest.identity?.comments) {
    return (
      <div className={styles.loginPrompt}>
        <span>登录后才能发表评论哦～</span>
        <Button type="primary" size="small" onClick={openLogin}>
          去登录
        </Button>
        {props.onCancel && (
          <Button size="small" onClick={props.onCancel}>
            取消
          </Button>
        )}
      </div>
    );
  }
  const identity = guest.identity;
  return (
    <GuestEditor
      {...props}
      guestName={identity.guest_name}
      onSubmit={async (content, email, nickname) => {
        try {
          await props.onSubmit(content, email, guestWrite(identity, nickname));
        } catch (error) {
          if (error instanceof ApiError && isStaleIdentity(error.message)) guest.forget();
          throw error;
        }
      }}
    />
  );
}

/** A guest's editor: its nickname (remembered in this browser) above the text. */
function GuestEditor({
  guestName,
  onSubmit,
  ...props
}: Omit<CommentEditorProps, 'onSubmit'> & {
  guestName: string;
  onSubmit: (content: string, email: string | undefined, nickname: string) => Promise<unknown>;
}) {
  const [nickname, setNickname] = useState(() => readGuestNickname() || guestName);
  const name = nickname.trim() || guestName;
  return (
    <EditorForm
      {...props}
      author={{ avatar: null, name }}
      check={() => nicknameProblem(nickname)}
      onSubmit={async (content, email) => {
        await onSubmit(content, email, name);
        saveGuestNickname(name === guestName ? '' : name);
      }}
      fields={
        <Input
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          placeholder={guestName}
          aria-label="昵称"
          prefix={<span className={styles.guestMark}>游客</span>}
          maxLength={GUEST_NICKNAME_MAX_CHARS}
          autoComplete="nickname"
          data-testid="comment-guest-name"
        />
      }
      // A reply box has 取消 there, and the comment box above says it already.
      footnote={
        !props.onCancel && (
          <span className={styles.guestNote}>
            以游客身份评论，或
            <button type="button" className={styles.guestLogin} onClick={openLogin}>
              登录
            </button>
          </span>
        )
      }
    />
  );
}

function EditorForm({
  placeholder,
  onSubmit,
  onCancel,
  autoFocus = false,
  submitLabel = '发布',
  author,
  check,
  fields,
  footnote,
}: CommentEditorProps & {
  author: { avatar: string | null; name: string };
  /** A problem of the extra fields to show instead of sending. */
  check?: () => string | null;
  /** Above the text: a guest's nickname. */
  fields?: ReactNode;
  /** Beside the buttons. */
  footnote?: ReactNode;
}) {
  const [content, setContent] = useState('');
  // The address left last time: the commenter need not type it for every comment.
  const [email, setEmail] = useState(() => readRememberedAddress());
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending) return;
    const problem = check?.() ?? commentProblem(content);
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
    <div className={styles.editor} data-testid="comment-editor">
      <CommentAvatar src={author.avatar} name={author.name} />
      <div className={styles.editorBody}>
        {fields && <div className={styles.editorFields}>{fields}</div>}
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
          {footnote}
          {onCancel && <Button onClick={onCancel}>取消</Button>}
          <Button type="primary" loading={sending} onClick={() => void submit()}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
