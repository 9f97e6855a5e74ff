/**
 * The local GitHub the GitHub layer is tested against (test/helpers/github/): a server on loopback that
 * answers like api.github.com and refuses what GitHub would, backed by a real git repository. This module
 * is its front door: the server, its cast and tokens, and a started instance.
 */
import { CAST, TOKENS } from './github/model.js';
import { FakeGitHub } from './github/server.js';

export { FakeGitHub, type FakeGitHubOptions } from './github/server.js';
export {
  CAST,
  TOKENS,
  type Access,
  type FakeComment,
  type FakePull,
  type FakeUser,
  type OperationFault,
  type RepoPermission,
  type RequestRecord,
  type TokenGrant,
} from './github/model.js';

/** A fake GitHub with the standard cast, started on a free port. */
export async function startFakeGitHub(repoDir: string): Promise<FakeGitHub> {
  const gh = new FakeGitHub({
    repoDir,
    users: Object.values(CAST),
    tokens: {
      [TOKENS.bot]: { login: CAST.bot.login, access: 'write', kind: 'app' },
      [TOKENS.readOnly]: { login: CAST.actions.login, access: 'read' },
      [TOKENS.actionsWrite]: { login: CAST.actions.login, access: 'write' },
      [TOKENS.admin]: { login: CAST.admin.login, access: 'admin' },
      [TOKENS.maintainer]: { login: CAST.maintainer.login, access: 'write' },
    },
  });
  // The App whose installation token TOKENS.bot is (a ruleset's bypass actor names it by this id).
  gh.appId = CAST.bot.id;
  await gh.start();
  return gh;
}
