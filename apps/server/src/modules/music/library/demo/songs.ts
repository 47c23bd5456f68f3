/**
 * The demo library: public-domain melodies arranged for a small synthesiser, each line of lyrics
 * tied to the phrase it is sung on. Lyrics are public domain (traditional words, 李叔同, Schiller,
 * Jane Taylor, Robert Burns); the Chinese translations are our own.
 */

export type Instrument = 'flute' | 'reed' | 'marimba' | 'strings' | 'musicBox' | 'organ';

export interface DemoLine {
  text: string;
  /** Our translation, when the song has one. */
  translation?: string;
  notes: string;
  chords: string;
}

export interface DemoVoice {
  instrument: Instrument;
  /** Beat (counted from the first lyric line) at which this voice starts. */
  startBeat: number;
  notes: string;
  /** Semitones added to every note. */
  transpose?: number;
}

export interface DemoSong {
  /** Name of the file without extension. */
  file: string;
  title: string;
  aliases: string[];
  track: number;
  /** Lines shown during the introduction, before the first sung line. */
  credits: string[];
  tempo: number;
  /** MIDI note of degree 1. */
  key: number;
  lead: Instrument;
  /** Beats of accompaniment (on the first chord) before the tune starts. */
  introBeats: number;
  lines: DemoLine[];
  /** Further melodic voices (a round, a descant). */
  voices?: DemoVoice[];
  /** Accompaniment: broken chords, a gentle pad, or both. */
  accompaniment: 'arpeggio' | 'pad' | 'both';
}

export interface DemoAlbum {
  folder: string;
  album: string;
  artist: string;
  year: number;
  genre: string;
  art: 'mountains' | 'night';
  /** Where the cover goes: a `cover.jpg` in the folder, or a picture inside each MP3. */
  coverIn: 'folder' | 'embedded';
  songs: DemoSong[];
}

const twoTigersVerse: DemoLine[] = [
  {
    text: '两只老虎，两只老虎',
    notes: '1q 2q 3q 1q | 1q 2q 3q 1q',
    chords: 'I:2 V:2 I:2 V:2',
  },
  { text: '跑得快，跑得快', notes: '3q 4q 5h | 3q 4q 5h', chords: 'I:2 V:1 I:1 I:2 V:1 I:1' },
  {
    text: '一只没有耳朵，一只没有尾巴',
    notes: '5e 6e 5e 4e 3q 1q | 5e 6e 5e 4e 3q 1q',
    chords: 'V:2 I:2 V:2 I:2',
  },
  { text: '真奇怪，真奇怪', notes: '1q 5,q 1h | 1q 5,q 1h', chords: 'I:1 V:1 I:2 I:1 V:1 I:2' },
];

/** Sung at the start of 小星星 and again at its end. */
const twinkleRefrain: DemoLine[] = [
  {
    text: 'Twinkle, twinkle, little star,',
    translation: '闪烁吧，闪烁吧，小星星，',
    notes: '1q 1q 5q 5q | 6q 6q 5h',
    chords: 'I:4 IV:2 I:2',
  },
  {
    text: 'How I wonder what you are!',
    translation: '我多想知道你是什么！',
    notes: '4q 4q 3q 3q | 2q 2q 1h',
    chords: 'IV:2 I:2 V:2 I:2',
  },
];

export const DEMO_ALBUMS: DemoAlbum[] = [
  {
    folder: '中国民歌',
    album: '拾光·中国民歌',
    artist: '拾光乐队',
    year: 2024,
    genre: '纯音乐',
    art: 'mountains',
    coverIn: 'folder',
    songs: [
      {
        file: '01 茉莉花',
        title: '茉莉花',
        aliases: ['鲜花调'],
        track: 1,
        credits: ['江苏民歌'],
        tempo: 92,
        key: 67,
        lead: 'flute',
        introBeats: 4,
        accompaniment: 'arpeggio',
        lines: [
          { text: '好一朵茉莉花', notes: "3q 3e 5e | 6e 1'e 1'e 6e | 5q 5e 6e | 5h", chords: 'I:2 IV:2 I:4' },
          { text: '好一朵茉莉花', notes: "3q 3e 5e | 6e 1'e 1'e 6e | 5q 5e 6e | 5h", chords: 'I:2 IV:2 I:4' },
          {
            text: '满园花开香也香不过它',
            notes: '5q 5q | 5q 3e 5e | 6q 6q | 5h | 3q 2e 3e | 5q 3e 2e | 1q 1e 2e | 1h',
            chords: 'I:4 IV:2 I:2 vi:2 V:2 I:4',
          },
          {
            text: '奴有心采一朵戴',
            notes: "3e 2e 1e 3e | 2h | 3e 5e 6e 1'e | 5h",
            chords: 'I:2 V:2 IV:2 I:2',
          },
          {
            text: '又怕看花的人儿骂',
            notes: '2q 3e 5e | 2e 3e 1e 6,e | 5,h | 6,e 1e 2e 3e | 1e 2e 1e 6,e | 5,h',
            chords: 'V:2 vi:2 V:2 vi:2 IV:2 I:2',
          },
        ],
      },
      {
        file: '02 送别',
        title: '送别',
        aliases: ['Dreaming of Home and Mother'],
        track: 2,
        credits: ['词：李叔同', '曲：John P. Ordway'],
        tempo: 108,
        key: 65,
        lead: 'reed',
        introBeats: 4,
        accompaniment: 'both',
        lines: [
          { text: '长亭外 古道边', notes: "5q 3e 5e 1'h | 6q 1'q 5h", chords: 'I:4 IV:2 I:2' },
          { text: '芳草碧连天', notes: '5q 1e 2e 3q 2e 1e | 2w', chords: 'I:4 V:4' },
          { text: '晚风拂柳笛声残', notes: "5q 3e 5e 1'q. 7e | 6q 1'q 5h", chords: 'I:4 IV:2 I:2' },
          { text: '夕阳山外山', notes: '5q 2e 3e 4q. 7,e | 1w', chords: 'V7:4 I:4' },
          { text: '天之涯 地之角', notes: "6q 1'q 1'h | 7q 6e 7e 1'h", chords: 'IV:4 V:2 I:2' },
          { text: '知交半零落', notes: "6e 7e 1'e 6e 6e 5e 3e 1e | 2w", chords: 'IV:2 I:2 V:4' },
          { text: '一瓢浊酒尽余欢', notes: "5q 3e 5e 1'q. 7e | 6q 1'q 5h", chords: 'I:4 IV:2 I:2' },
          { text: '今宵别梦寒', notes: '5q 2e 3e 4q. 7,e | 1w', chords: 'V7:4 I:4' },
        ],
      },
      {
        file: '03 两只老虎',
        title: '两只老虎',
        aliases: ['Frère Jacques'],
        track: 3,
        credits: ['法国民歌'],
        tempo: 132,
        key: 67,
        lead: 'marimba',
        introBeats: 4,
        accompaniment: 'arpeggio',
        lines: [...twoTigersVerse, ...twoTigersVerse],
        // The second time round it becomes a round: a second voice enters two bars later.
        voices: [
          {
            instrument: 'flute',
            startBeat: 40,
            transpose: -12,
            notes: '1q 2q 3q 1q | 1q 2q 3q 1q | 3q 4q 5h | 3q 4q 5h | 5e 6e 5e 4e 3q 1q | 5e 6e 5e 4e 3q 1q',
          },
        ],
      },
    ],
  },
  {
    folder: '世界名曲',
    album: '拾光·世界名曲',
    artist: '拾光乐队',
    year: 2024,
    genre: '纯音乐',
    art: 'night',
    coverIn: 'embedded',
    songs: [
      {
        file: '01 欢乐颂',
        title: '欢乐颂',
        aliases: ['Ode to Joy'],
        track: 1,
        credits: ['词：Friedrich Schiller', '曲：Ludwig van Beethoven'],
        tempo: 126,
        key: 67,
        lead: 'strings',
        introBeats: 4,
        accompaniment: 'both',
        lines: [
          {
            text: 'Freude, schöner Götterfunken,',
            translation: '欢乐啊，美丽的神明之火，',
            notes: '3q 3q 4q 5q | 5q 4q 3q 2q',
            chords: 'I:4 V:4',
          },
          {
            text: 'Tochter aus Elysium,',
            translation: '来自极乐世界的女儿，',
            notes: '1q 1q 2q 3q | 3q. 2e 2h',
            chords: 'I:4 V:4',
          },
          {
            text: 'Wir betreten feuertrunken,',
            translation: '我们满怀火一般的热情，',
            notes: '3q 3q 4q 5q | 5q 4q 3q 2q',
            chords: 'I:4 V:4',
          },
          {
            text: 'Himmlische, dein Heiligtum!',
            translation: '走进你神圣的殿堂！',
            notes: '1q 1q 2q 3q | 2q. 1e 1h',
            chords: 'I:4 V:2 I:2',
          },
          {
            text: 'Deine Zauber binden wieder,',
            translation: '你的魔力重新连起',
            notes: '2q 2q 3q 1q | 2q 3e 4e 3q 1q',
            chords: 'V:2 I:2 V:2 I:2',
          },
          {
            text: 'Was die Mode streng geteilt;',
            translation: '被世俗无情分开的一切；',
            notes: '2q 3e 4e 3q 2q | 1q 2q 5,h',
            chords: 'V:4 I:2 V:2',
          },
          {
            text: 'Alle Menschen werden Brüder,',
            translation: '所有的人都将成为兄弟，',
            notes: '3q 3q 4q 5q | 5q 4q 3q 2q',
            chords: 'I:4 V:4',
          },
          {
            text: 'Wo dein sanfter Flügel weilt.',
            translation: '在你温柔的羽翼下。',
            notes: '1q 1q 2q 3q | 2q. 1e 1h',
            chords: 'I:4 V:2 I:2',
          },
        ],
      },
      {
        file: '02 小星星',
        title: '小星星',
        aliases: ['Twinkle, Twinkle, Little Star'],
        track: 2,
        credits: ['词：Jane Taylor', '曲：法国民歌'],
        tempo: 104,
        key: 72,
        lead: 'musicBox',
        introBeats: 4,
        accompaniment: 'arpeggio',
        lines: [
          ...twinkleRefrain,
          {
            text: 'Up above the world so high,',
            translation: '高高挂在世界之上，',
            notes: '5q 5q 4q 4q | 3q 3q 2h',
            chords: 'I:2 IV:2 I:2 V:2',
          },
          {
            text: 'Like a diamond in the sky.',
            translation: '像一颗钻石在夜空闪耀。',
            notes: '5q 5q 4q 4q | 3q 3q 2h',
            chords: 'I:2 IV:2 I:2 V:2',
          },
          ...twinkleRefrain,
        ],
      },
      {
        file: '03 友谊地久天长',
        title: '友谊地久天长',
        aliases: ['Auld Lang Syne'],
        track: 3,
        credits: ['词：Robert Burns', '曲：苏格兰民歌'],
        tempo: 112,
        key: 65,
        lead: 'reed',
        introBeats: 3,
        accompaniment: 'both',
        lines: [
          {
            text: 'Should auld acquaintance be forgot,',
            translation: '老朋友怎能遗忘，',
            notes: '5,q | 1q. 1e 1q 3q | 2q. 1e 2q 3e 2e',
            chords: 'V:1 I:4 V:4',
          },
          {
            text: 'And never brought to mind?',
            translation: '从此不再想起？',
            notes: '1q. 1e 3q 5q | 6h.',
            chords: 'I:4 IV:3',
          },
          {
            text: 'Should auld acquaintance be forgot,',
            translation: '老朋友怎能遗忘，',
            notes: '6q | 5q. 3e 3q 1q | 2q. 1e 2q 3e 2e',
            chords: 'IV:1 I:4 V:4',
          },
          {
            text: 'And auld lang syne!',
            translation: '还有那往日的时光！',
            notes: '1q. 6,e 6,q 5,q | 1h.',
            chords: 'vi:2 V:2 I:3',
          },
          {
            text: 'For auld lang syne, my dear,',
            translation: '为了往日的时光，亲爱的，',
            notes: '6q | 5q. 3e 3q 1q | 2q. 1e 2q 6q',
            chords: 'IV:1 I:4 V:2 ii:2',
          },
          {
            text: 'For auld lang syne,',
            translation: '为了往日的时光，',
            notes: '5q. 3e 3q 5q | 6h.',
            chords: 'I:4 IV:3',
          },
          {
            text: "We'll tak a cup o' kindness yet,",
            translation: '让我们再饮一杯友谊的酒，',
            notes: "1'q | 5q. 3e 3q 1q | 2q. 1e 2q 3e 2e",
            chords: 'I:1 I:4 V:4',
          },
          {
            text: 'For auld lang syne.',
            translation: '为了往日的时光。',
            notes: '1q. 6,e 6,q 5,q | 1w',
            chords: 'vi:2 V:2 I:4',
          },
        ],
      },
    ],
  },
];
