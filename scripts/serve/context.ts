/** What every route reads: the archive view, the configuration, who the caller is, and where writes go. */
import type { DirhubConfig } from '../../actions/lib/core/config.js';
import type { ArchiveView } from './archive-view.js';
import type { Caller, RoleResolver } from './roles.js';
import type { Submissions } from './submissions/submissions.js';

export interface ServeContext {
  /** The archive repository's root. */
  root: string;
  view: ArchiveView;
  config: DirhubConfig;
  roles: RoleResolver;
  /** Where uploads and changes become pull requests; null when the server takes no writes. */
  submissions: Submissions | null;
}

/** What each route group of the public API is registered with (an encapsulated plugin each). */
export interface RouteGroupOptions {
  context: ServeContext;
  /** True while the server reads the archive after listening. */
  isStarting: () => boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** What the route does, in the words of the roles table; routes without one are open (docs, health). */
    action?: import('./roles.js').Action;
  }
}
