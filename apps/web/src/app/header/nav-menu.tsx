import { AccountMenu } from './account-menu';
import { NavDropdown } from './nav-dropdown';
import { PC_NAV } from './nav-items';
import { NavLeafItem } from './nav-leaf-item';
import styles from './site-header.module.css';

/** The PC menu (docs/spec.md §2): 主页 · 时间轴 · 更多 · 分类 · 相册 · 说说 · 留言, then the account entry. */
export function NavMenu() {
  return (
    <nav className={styles.nav} aria-label="主菜单">
      <ul className={styles.navList}>
        {PC_NAV.map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'group' ? (
              <NavDropdown
                title={entry.label}
                trigger={
                  <>
                    {entry.icon}
                    <span>{entry.label}</span>
                  </>
                }
              >
                {entry.children.map((child) => (
                  <NavLeafItem key={child.label} entry={child} className={styles.panelItem} />
                ))}
              </NavDropdown>
            ) : (
              // The name as a tooltip: on a tablet the menu shows its icons only.
              <NavLeafItem entry={entry} className={styles.navItem} title={entry.label} />
            )}
          </li>
        ))}
        <li>
          <AccountMenu />
        </li>
      </ul>
    </nav>
  );
}
