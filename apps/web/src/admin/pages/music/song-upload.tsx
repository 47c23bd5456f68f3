import type { EndpointResult } from '@blog/contract/api';
import { adminRoutes } from '@blog/contract/admin-routes';
import { fillPath } from '@blog/contract/routes';
import { CustomerServiceOutlined, FileTextOutlined } from '../../../components/icons';
import { Alert, Button, Modal, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../lib/http/api';
import { blogClient, unwrap } from '../../../lib/http/blog-client';
import { toast } from '../../../lib/toast';
import styles from './music-page.module.css';
import { failureOf } from './scan-progress';
import { AUDIO_ACCEPT, audioFileProblem, guessTitle, lyricFileProblem } from './song-upload-check';

export interface SongUploadProps {
  onClose: () => void;
  /** The upload went in: its file name's likely title, to show the new song in the list. */
  onUploaded: (title: string) => void;
}

/**
 * 上传歌曲: one audio file and, optionally, its .lrc, into the library's 上传 folder. The server
 * rescans before it answers, so the song is in the library (and the player) once this is done.
 */
export function SongUpload({ onClose, onUploaded }: SongUploadProps) {
  const [audio, setAudio] = useState<File | null>(null);
  const [lyric, setLyric] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = percent !== null;

  const pick = (file: File, check: (file: File) => string | null, keep: (file: File) => void) => {
    const refusal = check(file);
    if (refusal) toast.error(refusal, '不能上传这个文件');
    else keep(file);
    return Upload.LIST_IGNORE;
  };

  const send = async () => {
    if (!audio) return;
    const form = new FormData();
    form.append('file', audio);
    if (lyric) form.append('lrc', lyric);
    setProblem(null);
    setPercent(0);
    try {
      // Multipart, so not through callApi; the path and the answer's type are still the contract's.
      const stored = await unwrap(
        blogClient.upload<EndpointResult<'admin.music.upload'>>(
          fillPath(adminRoutes.music.upload.path),
          form,
          {
            timeout: false, // a big file takes its time; the server answers once the rescan is done
            onUploadProgress: (event) => {
              if (event.total) setPercent(Math.round((event.loaded / event.total) * 100));
            },
          },
        ),
      );
      const scan = await callApi(adminRoutes.music.scanStatus, {});
      const unreadable = failureOf(scan, stored.path);
      if (unreadable) {
        setProblem(`文件已保存为 ${stored.path}，但无法识别为音频：${unreadable}`);
        return;
      }
      toast.success(`已加入曲库：${stored.path}${stored.lyric ? '（含歌词）' : ''}`, '上传成功');
      onUploaded(guessTitle(audio.name));
    } catch {
      // The blog client showed the server's message; the chosen files stay for another try.
    } finally {
      setPercent(null);
    }
  };

  return (
    <Modal
      open
      title="上传歌曲"
      okText="上传"
      okButtonProps={{ disabled: !audio, loading: sending }}
      cancelButtonProps={{ disabled: sending }}
      onOk={() => void send()}
      onCancel={onClose}
      closable={!sending}
      mask={{ closable: !sending }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        歌曲会保存到音乐文件夹的「上传」目录并立即加入曲库；歌名和歌手取自文件标签，没有标签时取自文件名（「歌手
        - 歌名.mp3」）。
      </Typography.Paragraph>
      <div className={styles.drops}>
        <Upload.Dragger
          accept={AUDIO_ACCEPT}
          multiple={false}
          showUploadList={false}
          disabled={sending}
          beforeUpload={(file) => pick(file, audioFileProblem, setAudio)}
          className={styles.drop}
        >
          <p className="ant-upload-drag-icon">
            <CustomerServiceOutlined />
          </p>
          <p className="ant-upload-text">{audio ? audio.name : '点击或拖入音频文件'}</p>
          <p className="ant-upload-hint">MP3、FLAC、M4A、OGG、WAV 等，不超过 100 MB</p>
        </Upload.Dragger>
        <Upload.Dragger
          accept=".lrc"
          multiple={false}
          showUploadList={false}
          disabled={sending}
          beforeUpload={(file) => pick(file, lyricFileProblem, setLyric)}
          className={styles.drop}
        >
          <p className="ant-upload-drag-icon">
            <FileTextOutlined />
          </p>
          <p className="ant-upload-text">{lyric ? lyric.name : '歌词文件（可选）'}</p>
          <p className="ant-upload-hint">.lrc，与歌曲同名保存</p>
        </Upload.Dragger>
      </div>
      {lyric && !sending && (
        <Button type="link" size="small" className={styles.dropAside} onClick={() => setLyric(null)}>
          不带歌词上传
        </Button>
      )}
      {sending && (
        <div className={styles.uploading}>
          <Progress percent={percent} status="active" aria-label="上传进度" />
          <Typography.Text type="secondary">
            {percent < 100 ? '正在上传…' : '上传完成，正在加入曲库…'}
          </Typography.Text>
        </div>
      )}
      {problem && <Alert type="error" showIcon title={problem} className={styles.uploading} />}
    </Modal>
  );
}
