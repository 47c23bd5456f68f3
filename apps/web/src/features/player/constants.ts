/** The player's constants and words (docs/spec.md §3, §9; docs/design.md §8 UI words), in one place. */

/** Local storage key of the music player's saved state (docs/spec.md §9: "a music player key"). */
export const MUSIC_STORAGE_KEY = 'musicState';
/** Bumped when the saved shape changes incompatibly; older documents are ignored field by field. */
export const MUSIC_STORAGE_VERSION = 1;

export const PLAYER_VERSION = '1.0.0';
export const DEFAULT_VOLUME = 0.5;
/** docs/spec.md §9: the fourth playlist category loads by default. */
export const DEFAULT_CATEGORY_INDEX = 3;
export const MUSIC_PAGE_SIZE = 30;
export const SEARCH_PAGE_SIZE = 20;
export const SONG_LEVEL = 'exhigh';
/** 添加成功 shows for 1 s (docs/spec.md §9); antd takes seconds. */
export const ADD_TOAST_SECONDS = 1;

/** docs/spec.md §4 timings, in ms. */
export const PROGRESS_RELEASE_MS = 200;
export const LYRIC_CLICK_RELEASE_MS = 100;
export const MANUAL_SCROLL_PAUSE_MS = 1000;
export const CONTROLS_HIDE_MS = 2000;
/** A gap to the next line shorter than this shows the line without fading (docs/spec.md §9). */
export const NO_FADE_GAP_MS = 1000;

/** Keyboard shortcuts while the panel is open. */
export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

/**
 * The words the disc shows with the first page; the rest of TEXT is only read by the panel, so it
 * comes with the panel's code and not with every page's first scripts.
 */
export const DISC_TEXT = { noArtist: '歌手走丢了', play: '播放', pause: '暂停' } as const;
