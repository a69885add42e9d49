import { Tag } from '@blueprintjs/core';
import { roleBadgeTone } from '@rsd/core';
import './admin-users.css';

/** Product rules §2: purple for an admin, blue for any other role. */
export function RoleBadge({ role }: { role: string }) {
  return (
    <Tag round className={`role-badge role-badge-${roleBadgeTone(role)}`}>
      {role}
    </Tag>
  );
}
