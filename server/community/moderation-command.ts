/**
 * The moderation command's logic (moderate-cli.ts is its entry):
 *   list                  pending posts and comments, oldest first
 *   approve ID [ID ...]   publish posts or comments
 *   approve --all         publish everything pending
 *   reject ID [ID ...]    hide posts or comments for good
 *   pin ID | unpin ID     put a post on top of its stock's forum list, or take it off
 * Returns the process exit code: 0 done, 1 an ID was not found, 2 usage error.
 */
import dayjs from 'dayjs';
import { showControls } from '../../contract/user-text';
import { type CommunityOptions, openCommunity } from './index';
import type { ModerationAction } from './moderation';

export const MODERATION_USAGE = `usage: npm run moderate -- list | approve ID... | approve --all | reject ID... | pin ID | unpin ID
(database: DATABASE_URL when set, else <WAP_DATA_DIR or ./data>/community.db)`;

const ACTIONS: readonly ModerationAction[] = ['approve', 'reject', 'pin', 'unpin'];
const DONE: Record<ModerationAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  pin: 'pinned',
  unpin: 'unpinned',
};

/**
 * The whole text on the item's one line (issue 32 row 10: a moderator approves only what they have
 * read): hidden and bidi characters shown as markers (contract/user-text.ts), a backslash as \\ and
 * a line break as \n, so a line of the list is one item and nothing in it is cut or reordered.
 */
export const listedText = (text: string): string =>
  showControls(text).replace(/\\/g, '\\\\').replace(/\n/g, '\\n');

/** Where the store is: the server's data folder, and DATABASE_URL when the store is PostgreSQL. */
export type StoreLocation = Pick<CommunityOptions, 'dataDir' | 'databaseUrl'>;

export async function runModerationCommand(
  args: string[],
  store: StoreLocation,
  print: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'list' && !ACTIONS.includes(command as ModerationAction)) {
    print(MODERATION_USAGE);
    return 2;
  }
  const community = await openCommunity({ ...store, autoApproveSeconds: 0 });
  try {
    if (command === 'list') {
      const items = await community.moderation.pending();
      if (items.length === 0) print('no pending posts or comments');
      for (const item of items) {
        const time = dayjs(item.createdAt).format('YYYY-MM-DD HH:mm:ss');
        print(
          `${item.id}\t${item.kind}\t${time}\t${showControls(item.author)}\t${item.where}\t${listedText(item.text)}`,
        );
      }
      return 0;
    }
    const action = command as ModerationAction;
    if (action === 'approve' && rest.length === 1 && rest[0] === '--all') {
      print(`approved ${await community.moderation.approveAll()} item(s)`);
      return 0;
    }
    if (rest.length === 0 || rest.some((id) => !/^[1-9]\d{0,14}$/.test(id))) {
      print(MODERATION_USAGE);
      return 2;
    }
    let status = 0;
    for (const id of rest) {
      const kind = await community.moderation.apply(action, Number(id));
      if (kind === null) {
        print(`${id}: no such post or comment`);
        status = 1;
      } else if ((action === 'pin' || action === 'unpin') && kind === 'comment') {
        print(`${id}: is a comment; only posts can be pinned`);
        status = 1;
      } else {
        print(`${id}: ${kind} ${DONE[action]}`);
      }
    }
    return status;
  } finally {
    await community.close();
  }
}
