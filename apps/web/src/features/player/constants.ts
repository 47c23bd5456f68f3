/** The player's constants and words (SPEC §3, §9; DESIGN §8 UI words), in one place. */

/** Local storage key of the music player's saved state (SPEC §9: "a music player key"). */
export const MUSIC_STORAGE_KEY = 'musicState';
/** Bumped when the saved shape changes incompatibly; older documents are ignored field by field. */
export const MUSIC_STORAGE_VERSION = 1;

export const PLAYER_VERSION = '1.0.0';
export const DEFAULT_VOLUME = 0.5;
/** SPEC §9: the fourth playlist category loads by default. */
export const DEFAULT_CATEGORY_INDEX = 3;
export const MUSIC_PAGE_SIZE = 30;
export const SEARCH_PAGE_SIZE = 20;
export const SONG_LEVEL = 'exhigh';
/** 添加成功 shows for 1 s (SPEC §9); antd takes seconds. */
export const ADD_TOAST_SECONDS = 1;

/** SPEC §4 timings, in ms. */
export const PROGRESS_RELEASE_MS = 200;
export const LYRIC_CLICK_RELEASE_MS = 100;
export const MANUAL_SCROLL_PAUSE_MS = 1000;
export const CONTROLS_HIDE_MS = 2000;
/** A gap to the next line shorter than this shows the line without fading (SPEC §9). */
export const NO_FADE_GAP_MS = 1000;

/** Keyboard shortcuts while the panel is open. */
export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

export const TEXT = {
  noArtist: '歌手走丢了',
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
    play: '播放',
    pause: '暂停',
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
