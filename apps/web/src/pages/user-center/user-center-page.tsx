import { LoginOutlined } from '../../components/icons';
import { AntdScope } from '../../components/antd-scope';
import { Card } from '../../components/card';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { AuthIllustration } from '../../features/auth/auth-illustration';
import { loadLoginDialog } from '../../features/auth/load-login-dialog';
import { UserAvatar } from '../../features/auth/user-avatar';
import { getGreeting } from '../../lib/greeting';
import { openLogin, useIsLoggedIn, useUserStore, type UserInfo } from '../../stores/user-store';
import { MailCard } from './mail-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { useProfile } from './use-profile';
import styles from './user-center.module.css';

/** /userCenter (docs/spec.md §2): 个人信息 and 密码修改 for a logged-in user; a way in for guests. */
export function UserCenterPage() {
  const loggedIn = useIsLoggedIn();
  const user = useUserStore((state) => state.userInfo);
  return (
    <>
      <PageBanner routeName="UserCenter" title="个人中心" />
      <PageContainer>
        {loggedIn && user ? (
          <AntdScope>
            <UserCenter key={user.id} user={user} />
          </AntdScope>
        ) : (
          <GuestPrompt />
        )}
      </PageContainer>
    </>
  );
}

function UserCenter({ user }: { user: UserInfo }) {
  const profile = useProfile(user.id).data;
  const name = user.nick_name || user.username;
  const joinedAt = profile?.createdAt.slice(0, 10);
  return (
    <div className={styles.layout}>
      <Card as="aside" className={styles.summary}>
        <div className={styles.summaryCover} />
        <UserAvatar src={user.avatar} name={name} className={styles.summaryAvatar} />
        <p className={styles.summaryName}>{name}</p>
        <p className={styles.summaryHandle}>@{user.username}</p>
        <span className={styles.role}>{user.role === 1 ? '博主' : '读者'}</span>
        <p className={styles.summaryGreeting}>{getGreeting(new Date(), name)}</p>
        {joinedAt && <p className={styles.summaryJoined}>{joinedAt} 加入</p>}
      </Card>
      <div className={styles.panels}>
        <ProfileCard user={user} joinedAt={profile?.createdAt} />
        <PasswordCard username={user.username} />
        <MailCard userId={user.id} />
      </div>
    </div>
  );
}

/** A guest sees why the page is empty and one button to log in. */
function GuestPrompt() {
  return (
    <Card className={styles.guest}>
      <div className={styles.guestArt}>
        <AuthIllustration />
      </div>
      <div className={styles.guestText}>
        <h2 className={styles.guestTitle}>登录之后才能进入个人中心哦</h2>
        <p className={styles.guestLine}>登录后可以更换头像、修改昵称和密码，还能及时收到回复和点赞的消息～</p>
        <button
          type="button"
          className={styles.guestButton}
          onClick={openLogin}
          onPointerEnter={() => void loadLoginDialog()}
        >
          <LoginOutlined aria-hidden />
          去登录
        </button>
      </div>
    </Card>
  );
}
