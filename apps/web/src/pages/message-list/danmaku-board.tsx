import { SendOutlined } from '../../components/icons';
import type { DanmakuMessage } from '@blog/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { BannerTitle, PageBanner } from '../../components/page-banner';
import { DanmakuWall } from '../../features/message/components/danmaku-wall';
import { ModeSwitch } from '../../features/message/components/mode-switch';
import { htmlToText } from '../../features/message/html-text';
import { addMessage, refreshMessages, useDanmakuMessages } from '../../features/message/message-api';
import { messageLength, MESSAGE_MAX_LENGTH } from '../../features/message/message-draft';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { useOfflinePage } from '../../features/app-error';
import styles from './message-list-page.module.css';

/** The full-screen banner with the messages flying across it and a box to add one (guests too). */
export function DanmakuBoard() {
  const messages = useDanmakuMessages();
  const { data, isPending, isError, refetch } = messages;
  useOfflinePage(messages);
  const [fresh, setFresh] = useState<DanmakuMessage[]>([]);
  const hydrated = useHydrated();

  return (
    <PageBanner
      routeName="MessageList"
      title="留言板"
      fullScreen
      addon={
        <div className={styles.stage}>
          <DanmakuWall messages={data?.list ?? []} fresh={fresh} />
          <div className={styles.controls} data-danmaku-reserve>
            {hydrated ? (
              <AntdScope>
                <QuickPost onPosted={(item) => setFresh((current) => [...current, item])} />
              </AntdScope>
            ) : (
              // The box needs the scripts to post anyway: the page the server sends keeps its
              // place, and antd's theme (light or dark, known in the browser) styles it once it is there.
              <div className={styles.quickPostPlaceholder} />
            )}
            <div className={styles.status} role="status">
              {isPending ? (
                '弹幕正在赶来的路上…'
              ) : isError ? (
                <>
                  弹幕加载失败了
                  <button type="button" className={styles.retry} onClick={() => void refetch()}>
                    重试
                  </button>
                </>
              ) : data.list.length === 0 && fresh.length === 0 ? (
                '还没有人留言，来做第一个留言的人吧～'
              ) : null}
            </div>
            <div className={styles.links}>
              <ModeSwitch onBanner />
              <Link to="/message/publish" className={styles.publishLink}>
                发布精美留言
              </Link>
              <Link to="/message/chat" className={styles.publishLink}>
                进入聊天室
              </Link>
            </div>
          </div>
        </div>
      }
    >
      <div data-danmaku-reserve className={styles.titleBlock}>
        <BannerTitle title="留言板" subtitle="留下你的足迹，让它飞一会儿～" />
      </div>
    </PageBanner>
  );
}

/** The one-line box: Enter or 发送 posts the message, which then flies in at once. */
function QuickPost({ onPosted }: { onPosted: (item: DanmakuMessage) => void }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending) return;
    const message = text.trim();
    if (messageLength(message) === 0) {
      toast.warning('请输入留言内容');
      return;
    }
    setSending(true);
    try {
      const saved = await addMessage({ message });
      onPosted({
        id: saved.id,
        message: htmlToText(saved.message),
        nick_name: saved.nick_name,
        avatar: saved.avatar,
        color: saved.color,
      });
      setText('');
      toast.success('留言成功');
      void refreshMessages(queryClient);
    } catch {
      // The client already showed the server's message; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.quickPost}>
      <Input
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => void send()}
        placeholder="一定要留下点什么～"
        aria-label="写一条弹幕"
        maxLength={MESSAGE_MAX_LENGTH}
        className={styles.quickInput}
        size="large"
      />
      <Button
        type="primary"
        shape="round"
        size="large"
        icon={<SendOutlined aria-hidden />}
        loading={sending}
        onClick={() => void send()}
      >
        发送
      </Button>
    </div>
  );
}
