import { DISC_TEXT } from './constants';

/**
 * The panel's words (docs/spec.md §3, §9; docs/design.md §8 UI words). A module of their own: the disc, on every
 * first page, needs only DISC_TEXT, and these come with the panel's and the engine's code.
 */
export const TEXT = {
  noArtist: DISC_TEXT.noArtist,
  categories: '分类歌单',
  columns: { song: '歌曲', author: '作者', other: '其他', action: '操作' },
  loadMore: '下拉/点击加载更多～',
  noMore: '已经到底了',
  empty: '空空如也',
  noResults: '没有相关的歌曲',
  searchPlaceholder: '请输入歌名或歌手',
  searchButton: '搜索',
  added: '添加成功',
  duplicate: '歌单里已经有这首歌了',
  modes: { RANDOM: '随机播放', LISTLOOP: '列表循环', SINGLECYCLE: '单曲循环' },
  labels: {
    play: DISC_TEXT.play,
    pause: DISC_TEXT.pause,
    previous: '上一首',
    next: '下一首',
    mode: '播放模式',
    volume: '音量',
    playlist: '播放列表',
    lyric: '歌词',
    close: '关闭',
    add: '添加到歌单',
  },
} as const;
