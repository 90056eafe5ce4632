import { Badge, Button } from '@platform/shared-ui';
import { ConsoleTable } from '../common/console-table';
import page from '../common/console-page.module.css';
import type { StaffTalent, TalentAction } from './talent-api';
import { TALENT_TEXTS } from './talent-api';

interface TalentTableProps {
  talent: StaffTalent[];
  onEdit: (talent: StaffTalent) => void;
  onAction: (talent: StaffTalent, action: TalentAction) => void;
}

function Availability({ talent }: { talent: StaffTalent }) {
  if (!talent.active) return <Badge tone="neutral">Deactivated</Badge>;
  return talent.available ? <Badge tone="success">Available</Badge> : <Badge tone="warning">Busy</Badge>;
}

/** The pool, one row a talent: rate, availability, sign-in, the payout account masked, and what may be done. */
export function TalentTable({ talent, onEdit, onAction }: TalentTableProps) {
  const action = (item: StaffTalent, kind: TalentAction, label: string) => (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => onAction(item, kind)}
      aria-label={`${label} ${item.name}`}
    >
      {label}
    </Button>
  );
  return (
    <ConsoleTable label="Talent" columns={TALENT_TEXTS.columns}>
      {talent.map((item) => (
        <tr key={item.id} aria-label={item.name}>
          <td>
            {item.name}
            <br />
            <span className={page.muted}>{item.email}</span>
          </td>
          <td>{item.role}</td>
          <td>{item.seniority}</td>
          <td>{item.rate}</td>
          <td>
            <Availability talent={item} />
          </td>
          <td>{item.sign_in}</td>
          <td>{item.bank ? `${item.bank.bank_name} ${item.bank.account_number}` : '—'}</td>
          <td className={page.row}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onEdit(item)}
              aria-label={`Edit ${item.name}`}
            >
              Edit
            </Button>
            {item.active
              ? action(item, 'deactivate', 'Deactivate')
              : action(item, 'reactivate', 'Reactivate')}
            {item.active && item.sign_in !== 'Signs in'
              ? action(item, 'invite', item.sign_in === 'Invited' ? 'Invite again' : 'Invite')
              : null}
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
