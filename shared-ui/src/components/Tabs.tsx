import { NavLink } from 'react-router-dom';
import './Tabs.css';

export interface TabItem {
  to: string;
  label: string;
  /** Current only on exactly `to`, not below it (a section's overview tab, e.g. /qna/admin). */
  end?: boolean;
}

export interface TabsProps {
  /** Names the navigation landmark, e.g. "이용안내". */
  label: string;
  items: ReadonlyArray<TabItem>;
}

/**
 * A row of page links styled as tabs. They are links (each tab is its own URL), so the
 * current one carries aria-current="page" rather than the tablist roles.
 */
export function Tabs({ label, items }: TabsProps) {
  return (
    <nav className="su-tabs" aria-label={label}>
      <ul className="su-tabs__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className="su-tabs__link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
