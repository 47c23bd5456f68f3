import { getGreeting } from '../../lib/greeting';

/** docs/spec.md §6: the user with this id gets a welcome of their own. */
export const SPECIAL_USER_ID = 3;

/**
 * The 欢迎～ toast's text: the time-of-day greeting, a welcome back (or, right after signing up, a
 * first welcome), and something warmer still for the special user.
 */
export function getWelcomeMessage(
  userId: number,
  nickName: string,
  now: Date = new Date(),
  firstVisit = false,
): string {
  const greeting = getGreeting(now, nickName);
  if (userId === SPECIAL_USER_ID) {
    return `${greeting}！你终于来啦～这里的每一盏灯都为你留着，每一篇文字都在等你。今天也要开开心心的呀！`;
  }
  return firstVisit ? `${greeting}，很高兴认识你～` : `${greeting}，欢迎回来～`;
}
