import type { EndpointInput, EndpointResult } from '@blog/contract/api';
import type { RouteDef } from '@blog/contract/routes';
import { Empty, Table, type TableColumnsType, type TableProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { LoadError } from '../../components/load-error';
import { useIsNarrow } from '../../components/use-media-query';
import { useAdminPage, type AdminRouteName } from '../admin-api';
import { FilterBar } from './admin-page';
import { BatchDelete } from './batch-delete';

/** A failed write was already toasted by the client; the confirmation just closes. */
const toasted = () => undefined;

const PAGE_SIZE = 10;

/** A paged console list: it takes a page (`current`, `size`) and filters, and answers `list` and `total`. */
export type PagedRouteName = {
  [N in AdminRouteName]: EndpointResult<N> extends { list: readonly { id: number }[]; total: number }
    ? N
    : never;
}[AdminRouteName];

type RowOf<N extends PagedRouteName> =
  EndpointResult<N> extends { list: readonly (infer Row)[] } ? Row : never;
/** A list's filters: what its query string takes besides the page. */
type FiltersOf<N extends PagedRouteName> =
  EndpointInput<N> extends { querystring: infer Query } ? Omit<Query, 'current' | 'size'> : never;

/** What every console table has, whatever reads its rows. */
interface TableFrameProps<Row> {
  columns: TableColumnsType<Row>;
  /**
   * A row's buttons, in the last column (操作): kept in view at the right. On a phone a wide column
   * would cover half the row and scrolls with it instead, unless `pinOnPhone`: a short column (a
   * button or two) whose action stays in reach without scrolling sideways.
   */
  actions?: { width: number; render: (row: Row) => ReactNode; pinOnPhone?: boolean };
  /** What an empty list says. */
  empty: string;
  /** How wide the columns need to be before the table scrolls sideways inside its card. */
  scrollX: number;
  size?: TableProps<Row>['size'];
}

/** A read's state, as react-query gives it. */
interface Read<Data> {
  data: Data | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** The antd Table of the console: the 操作 column, the loading, empty and error states. */
function useTableFrame<Row>(
  { columns, actions, empty, scrollX, size }: TableFrameProps<Row>,
  read: Read<unknown>,
): TableProps<Row> {
  const narrow = useIsNarrow();
  return {
    rowKey: 'id',
    size,
    columns: actions
      ? [
          ...columns,
          {
            title: '操作',
            key: 'actions',
            width: actions.width,
            fixed: narrow && !actions.pinOnPhone ? undefined : 'right',
            render: (_value, row) => actions.render(row),
          },
        ]
      : columns,
    loading: read.isFetching,
    scroll: { x: scrollX },
    locale: {
      emptyText:
        read.isError && !read.data ? (
          <LoadError bare line="列表加载失败" onRetry={() => void read.refetch()} />
        ) : (
          <Empty description={empty} />
        ),
    },
  };
}

export interface AdminTableProps<N extends PagedRouteName> extends TableFrameProps<RowOf<N>> {
  /** The list's endpoint, its filters (a change goes back to page 1), and the area its query belongs to. */
  route: RouteDef<N>;
  query?: FiltersOf<N>;
  area: string;
  /** Filters above the table, in a FilterBar (with 批量删除 when `batchDelete` is given). */
  toolbar?: ReactNode;
  /** Rows can be picked and deleted together: what a row is, what goes with them, the write. */
  batchDelete?: { noun: string; note: string; remove: (idList: number[]) => Promise<unknown> };
  /** The counting word of 共 N 条. */
  unit?: string;
}

/**
 * A paged console list (`useAdminPage`): paging with a size changer, back to page 1 when the filters
 * change and to the page before when the last row of a page is gone, row selection with 批量删除.
 * The writes (`useAdminWrite`) refresh it through its area.
 */
export function AdminTable<N extends PagedRouteName>({
  route,
  query,
  area,
  toolbar,
  batchDelete,
  unit = '条',
  ...frame
}: AdminTableProps<N>) {
  const filters = JSON.stringify(query ?? {});
  const [listed, setListed] = useState(filters);
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE });
  const [selected, setSelected] = useState<number[]>([]);
  const turn = (next: typeof paging) => {
    setPaging(next);
    setSelected([]);
  };
  if (listed !== filters) {
    setListed(filters);
    turn({ ...paging, current: 1 });
  }
  // The filters with the page added: every paged list's query string takes `current` and `size`.
  const input = { querystring: { ...query, ...paging } } as unknown as EndpointInput<N>;
  const page = useAdminPage(route, input, area);
  const table = useTableFrame(frame, page);

  const answer = page.data as { list: RowOf<N>[]; total: number } | undefined;
  const list = answer?.list ?? [];
  if (page.data && !page.isFetching && list.length === 0 && paging.current > 1)
    turn({ ...paging, current: paging.current - 1 });

  return (
    <>
      {(toolbar || batchDelete) && (
        <FilterBar>
          {toolbar}
          {batchDelete && (
            <BatchDelete
              count={selected.length}
              noun={batchDelete.noun}
              note={batchDelete.note}
              onConfirm={() => batchDelete.remove(selected).then(() => setSelected([]), toasted)}
            />
          )}
        </FilterBar>
      )}
      <Table<RowOf<N>>
        {...table}
        dataSource={list}
        rowSelection={
          batchDelete && {
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
          }
        }
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: answer?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} ${unit}`,
          onChange: (current, size) => turn({ current, size }),
        }}
      />
    </>
  );
}

export interface AdminRowsTableProps<Row> extends TableFrameProps<Row> {
  /** The rows, read whole by the page (`useAdminRead`), which uses them elsewhere too. */
  rows: Read<Row[]>;
  /** Shown 10 to a page (共 N 个) or all at once. */
  paged?: boolean;
}

/** A console table of a list read whole: the same frame as `AdminTable`, paged in the browser. */
export function AdminRowsTable<Row>({ rows, paged = false, ...frame }: AdminRowsTableProps<Row>) {
  const table = useTableFrame(frame, rows);
  return (
    <Table<Row>
      {...table}
      dataSource={rows.data ?? []}
      pagination={
        paged && { pageSize: PAGE_SIZE, hideOnSinglePage: true, showTotal: (total) => `共 ${total} 个` }
      }
    />
  );
}
