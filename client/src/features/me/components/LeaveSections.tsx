import { DeleteAccount } from './DeleteAccount';
import { MySessions } from './MySessions';
import './leave.css';

/** /me's sessions list and "Delete my account". */
export function LeaveSections(props: { username: string }) {
  return (
    <>
      <MySessions />
      <DeleteAccount username={props.username} />
    </>
  );
}
