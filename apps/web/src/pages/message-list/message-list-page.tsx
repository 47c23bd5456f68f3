import { useStaticStore } from '../../stores/static-store';
import { CardBoard } from './card-board';
import { DanmakuBoard } from './danmaku-board';

/** 留言板: the danmaku wall by default, or the cards (the visitor's choice, kept in messageTypeIsCard). */
export function MessageListPage() {
  const isCard = useStaticStore((state) => state.messageTypeIsCard);
  return isCard ? <CardBoard /> : <DanmakuBoard />;
}
