import { adminSongBody } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Button, Descriptions, Drawer, Form, Input, Select, Skeleton, Space } from 'antd';
import { LoadError } from '../../../components/load-error';
import { useIsNarrow } from '../../../components/use-media-query';
import { callApi } from '../../../lib/http/api';
import { useAdminRead } from '../../admin-api';
import { contractRule } from '../../components/contract-rule';
import { useFormSave } from '../../components/form-modal';
import styles from './music-page.module.css';
import { artistsProblem, songToForm, toSongBody, type SongFormValues } from './song-form';
import { formatDuration, type SongRow } from './library-rows';

const rules = adminSongBody.shape;
const LRC_PLACEHOLDER = '[00:12.30]每行一句，前面是时间\n[00:17.80]清空就是删除歌词';

/**
 * 编辑歌曲: title, artists and the LRC lyrics with their translation. The file itself is left as it
 * is: the correction holds until the file changes on disk.
 */
export function SongEditor({ song, onClose }: { song: SongRow; onClose: () => void }) {
  const narrow = useIsNarrow();
  const detail = useAdminRead(adminRoutes.music.song, { params: { id: song.id } }, 'music');
  const { form, finish, saving } = useFormSave({
    save: (values: SongFormValues) =>
      callApi(adminRoutes.music.updateSong, { params: { id: song.id }, body: toSongBody(values) }),
    done: '歌曲已保存',
    areas: ['music'],
    onClose,
  });

  return (
    <Drawer
      open
      title={`编辑「${song.title}」`}
      size={narrow ? '100%' : 640}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={!detail.data} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={1}
        className={styles.facts}
        items={[
          { key: 'path', label: '文件', children: song.path },
          { key: 'album', label: '专辑', children: song.album || '—' },
          { key: 'duration', label: '时长', children: formatDuration(song.duration_ms) },
        ]}
      />
      {detail.data ? (
        <Form<SongFormValues>
          form={form}
          layout="vertical"
          initialValues={songToForm(detail.data)}
          onFinish={finish}
        >
          <Form.Item name="title" label="歌名" required rules={[contractRule(rules.title, 'title', '歌名')]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="artists"
            label="歌手"
            tooltip="可以填多位，输入后按回车"
            required={song.artists.length > 0}
            rules={[
              {
                validator: async (_rule, artists?: string[]) => {
                  const problem = artistsProblem(artists, song.artists.length > 0);
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              placeholder="输入歌手后按回车"
              tokenSeparators={['/', '、']}
            />
          </Form.Item>
          <Form.Item name="lyric" label="歌词（LRC）" rules={[contractRule(rules.lyric, 'lyric', '歌词')]}>
            <Input.TextArea
              className={styles.lrc}
              autoSize={{ minRows: 8, maxRows: 18 }}
              placeholder={LRC_PLACEHOLDER}
              spellCheck={false}
            />
          </Form.Item>
          <Form.Item
            name="tlyric"
            label="翻译（LRC）"
            tooltip="与原歌词时间相同的行会显示在原句下面"
            rules={[contractRule(rules.tlyric, 'tlyric', '翻译')]}
          >
            <Input.TextArea
              className={styles.lrc}
              autoSize={{ minRows: 4, maxRows: 12 }}
              placeholder="[00:12.30]对应时间的译文"
              spellCheck={false}
            />
          </Form.Item>
        </Form>
      ) : detail.isError ? (
        <LoadError bare line="歌曲加载失败" onRetry={() => void detail.refetch()} />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </Drawer>
  );
}
