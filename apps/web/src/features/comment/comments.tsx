import { HELD_COMMENT } from '@blog/contract/held';
import { LoadingOutlined } from '../../components/icons';
import type { CommentItem, ParentComment } from '@blog/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { AntdScope } from '../../components/antd-scope';
import { Card } from '../../components/card';
import { LoadError } from '../../components/load-error';
import { toast } from '../../lib/toast';
import { useMissingOffline } from '../../lib/use-missing-offline';
import { useIsLoggedIn, useUserStore } from '../../stores/user-store';
import type { GuestWrite } from '../guest';
import { useLike } from '../like';
import {
  patchCommentLike,
  useChildComments,
  useCommentTotal,
  useCommentWrites,
  useParentComments,
  type CommentOrder,
  type CommentType,
} from './comment-api';
import { CommentEditor } from './comment-editor';
import { canDelete, mergeReplies, type Viewer } from './comment-thread';
import { CommentView, type CommentViewProps } from './comment-view';
import styles from './comments.module.css';

export interface CommentsProps {
  /** 1 article, 2 talk, 3 message. */
  type: CommentType;
  forId: number;
  /** Called after a comment was added, answered or deleted (e.g. to refresh a shown count). */
  onChange?: () => void;
  /** A protected article's grant: its comments are read and written with it. */
  grant?: string;
}

const ORDERS: { value: CommentOrder; label: string }[] = [
  { value: 'new', label: '最新' },
  { value: 'hot', label: '最热' },
];

/** Which comment the reply box is open under, and whom it answers. */
interface ReplyTarget {
  parentId: number;
  comment: CommentItem;
}

/** 评论: the comments on an article, a talk or a message, with replies, likes and deletion. */
export default function Comments(props: CommentsProps) {
  return (
    <AntdScope>
      <CommentsBody {...props} />
    </AntdScope>
  );
}

function CommentsBody({ type, forId, onChange, grant }: CommentsProps) {
  const [order, setOrder] = useState<CommentOrder>('new');
  const [replyTarget, setReplyTarget] = useState<ReplyTarget | null>(null);
  const total = useCommentTotal(type, forId, grant);
  const parents = useParentComments(type, forId, order, grant);
  // Offline, a retry waits for the network: the comments say so rather than loading for ever.
  const offline = useMissingOffline(parents);
  const writes = useCommentWrites(type, forId, onChange, grant);
  const loggedIn = useIsLoggedIn();
  const user = useUserStore((state) => state.userInfo);
  const viewer: Viewer | null = loggedIn && user ? user : null;

  // A guest's reply box says what it may do (write as a guest, or log in first).
  const openReply = (parentId: number, comment: CommentItem) => {
    setReplyTarget((current) => (current?.comment.id === comment.id ? null : { parentId, comment }));
  };

  const remove = async (comment: CommentItem) => {
    await writes.remove.mutateAsync(comment);
    toast.success('删除成功');
  };

  const sendReply = async (target: ReplyTarget, content: string, email?: string, guest?: GuestWrite) => {
    const saved = await writes.reply.mutateAsync({
      parent_id: target.parentId,
      reply_id: target.comment.id,
      content,
      email,
      guest,
    });
    toast.success(saved.status === 2 ? HELD_COMMENT : '回复成功');
    setReplyTarget(null);
  };

  const list = parents.data?.pages.flatMap((page) => page.list) ?? [];
  const shared = { type, forId, grant, viewer, replyTarget, remove, openReply, sendReply };

  return (
    <Card className={styles.card} as="section">
      <div data-testid="comments" data-type={type} data-for-id={forId}>
        <div className={styles.top}>
          <h2 className={styles.heading}>
            评论
            <span className={styles.total} data-testid="comment-total">
              {total.data ?? (total.isPending ? '' : 0)}
            </span>
          </h2>
          <div className={styles.orders} role="group" aria-label="评论排序">
            {ORDERS.map((item) => (
              <button
                key={item.value}
                type="button"
                className={styles.order}
                aria-pressed={order === item.value}
                onClick={() => setOrder(item.value)}
              >
                {item.label}
              </button>
            ))}
          </div>
        </div>
        <CommentEditor
          placeholder="说点什么吧～"
          onSubmit={async (content, email, guest) => {
            const saved = await writes.add.mutateAsync({ content, email, guest });
            toast.success(saved.status === 2 ? HELD_COMMENT : '评论成功');
          }}
        />
        {parents.isPending && !offline ? (
          <CommentsSkeleton />
        ) : (parents.isError || offline) && list.length === 0 ? (
          <LoadError
            bare
            line="评论加载失败了"
            error={parents.error ?? parents.failureReason}
            onRetry={() => void parents.refetch()}
          />
        ) : list.length === 0 ? (
          <p className={styles.empty} role="status">
            暂无评论，快来抢沙发吧～
          </p>
        ) : (
          <>
            <div className={styles.list} data-stale={parents.isFetching && !parents.isFetchingNextPage}>
              {list.map((comment) => (
                <ParentThread key={comment.id} comment={comment} {...shared} />
              ))}
            </div>
            <div className={styles.more}>
              {parents.isFetchingNextPage ? (
                <LoadingOutlined aria-label="加载中" />
              ) : parents.hasNextPage ? (
                <Button onClick={() => void parents.fetchNextPage()}>加载更多评论</Button>
              ) : (
                <span className={styles.end}>已经到底啦</span>
              )}
            </div>
          </>
        )}
      </div>
    </Card>
  );
}

interface ThreadProps {
  type: CommentType;
  forId: number;
  grant?: string;
  comment: ParentComment;
  viewer: Viewer | null;
  replyTarget: ReplyTarget | null;
  remove: (comment: CommentItem) => Promise<void>;
  openReply: (parentId: number, comment: CommentItem) => void;
  sendReply: (target: ReplyTarget, content: string, email?: string, guest?: GuestWrite) => Promise<void>;
}

/** A top-level comment with its replies and their 加载更多回复. */
function ParentThread({
  type,
  forId,
  grant,
  comment,
  viewer,
  replyTarget,
  remove,
  openReply,
  sendReply,
}: ThreadProps) {
  const [expanded, setExpanded] = useState(false);
  const children = useChildComments(type, forId, comment.id, expanded, grant);
  const loadedPages = children.data?.pages.map((page) => page.list) ?? [];
  const replies = mergeReplies(comment.childComments, loadedPages);
  const hasMore = expanded ? children.hasNextPage : replies.length < comment.child_count;

  const replyBox = (target: CommentItem) =>
    replyTarget?.comment.id === target.id ? (
      <div className={styles.replyBox}>
        <CommentEditor
          autoFocus
          placeholder={`回复 @${target.from_name}`}
          submitLabel="回复"
          onCancel={() => openReply(comment.id, target)}
          onSubmit={(content, email, guest) =>
            sendReply({ parentId: comment.id, comment: target }, content, email, guest)
          }
        />
      </div>
    ) : null;

  return (
    <LikedComment
      type={type}
      forId={forId}
      comment={comment}
      canDelete={canDelete(comment, viewer)}
      onReply={(target) => openReply(comment.id, target)}
      onDelete={remove}
    >
      {replyBox(comment)}
      {replies.length > 0 && (
        <div className={styles.replies}>
          {replies.map((reply) => (
            <LikedComment
              key={reply.id}
              type={type}
              forId={forId}
              comment={reply}
              isReply
              canDelete={canDelete(reply, viewer)}
              onReply={(target) => openReply(comment.id, target)}
              onDelete={remove}
            >
              {replyBox(reply)}
            </LikedComment>
          ))}
        </div>
      )}
      {children.isError ? (
        <button type="button" className={styles.moreReplies} onClick={() => void children.refetch()}>
          回复加载失败，点击重试
        </button>
      ) : children.isFetching && expanded ? (
        <span className={styles.moreReplies}>
          <LoadingOutlined aria-label="加载中" />
        </span>
      ) : (
        hasMore && (
          <button
            type="button"
            className={styles.moreReplies}
            onClick={() => (expanded ? void children.fetchNextPage() : setExpanded(true))}
          >
            加载更多回复（共 {comment.child_count} 条）
          </button>
        )
      )}
    </LikedComment>
  );
}

/**
 * A comment whose 点赞 turns at once, then takes the server's count; a second click while one is on
 * its way is ignored, so a double click cannot like twice.
 */
function LikedComment({
  type,
  forId,
  comment,
  ...view
}: Omit<CommentViewProps, 'onLike'> & { type: CommentType; forId: number }) {
  const queryClient = useQueryClient();
  const { liked, likes, toggle } = useLike('comment', comment.id, {
    state: { is_like: comment.is_like, likes: comment.thumbs_up },
    onSettled: (state) => patchCommentLike(queryClient, type, forId, comment.id, state),
  });
  return <CommentView {...view} comment={{ ...comment, is_like: liked, thumbs_up: likes }} onLike={toggle} />;
}

function CommentsSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="评论加载中">
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeletonRow}>
          <span className={styles.skeletonAvatar} />
          <span className={styles.skeletonLines}>
            <span className={styles.skeletonLine} style={{ width: 120 }} />
            <span className={styles.skeletonLine} style={{ width: `${86 - index * 14}%` }} />
            <span className={styles.skeletonLine} style={{ width: 160 }} />
          </span>
        </div>
      ))}
    </div>
  );
}
