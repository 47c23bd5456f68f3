import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { CoffeeCupIcon } from '../../components/image-placeholders';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="not-found-title">
        <p className={styles.code}>404</p>
        <CoffeeCupIcon className={styles.cup} />
        <h1 id="not-found-title" className={styles.title}>
          页面走丢了
        </h1>
        <p className={styles.text}>你要找的页面可能被搬走了，或者从来没有存在过～</p>
        <AntdScope>
          <div className={styles.actions}>
            <Button
              size="large"
              shape="round"
              icon={<ArrowLeftOutlined aria-hidden />}
              onClick={() => void navigate(-1)}
            >
              返回上一页
            </Button>
            <Button
              size="large"
              shape="round"
              type="primary"
              icon={<HomeOutlined aria-hidden />}
              onClick={() => void navigate('/home')}
            >
              返回首页
            </Button>
          </div>
        </AntdScope>
      </section>
    </div>
  );
}
