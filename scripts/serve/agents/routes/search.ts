/** The six searches, `POST /api/v1/search/<type>`, each answered in the general response format. */
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../schemas.js';
import type { AgentRouteOptions } from '../services.js';
import type { SearchBody } from '../plans.js';
import { checkSearch, runSearch } from '../search-request.js';
import { bodies, DEFAULTS, type SearchType } from '../schemas.js';

export const AGENT_API_BASE = '/api/v1';

const SUMMARIES: Record<SearchType, [string, string]> = {
  documents: [
    'Full-text search of the documents, with filters',
    `Every word of \`query\` must occur; ranked as the site's search ranks (docs/search.md). \`limit\` defaults to ${DEFAULTS.limit} (at most ${DEFAULTS.max_limit}), \`offset\` to ${DEFAULTS.offset}; offset + limit stops at ${DEFAULTS.max_results_cap}.`,
  ],
  images: [
    'Image search: recognised text, visual similarity, or metadata',
    'search_type `text` looks for the words in the images’ recognised text; `visual` ranks by perceptual-hash (dHash) distance to an image given by id, by dHash, or as a PNG/JPEG in base64; `metadata` looks in their category, document title, tags and places. Every match is answered (up to 100).',
  ],
  semantic: [
    'A question in natural language',
    `The documents that answer it: nearest in the archive's latent semantic space (or a local embedding model's), fused with the search ranking over any of its words. \`context\` widens the question; \`max_results\` defaults to ${DEFAULTS.max_results} (at most ${DEFAULTS.max_max_results}).`,
  ],
  entities: [
    'People, places and organizations, and the entities related to them',
    `The entities whose name or alias matches, then those within \`depth\` links (default ${DEFAULTS.depth}, at most ${DEFAULTS.max_depth_bound}) over the relationship graph, of \`relationship_type\` only when given.`,
  ],
  'cross-reference': [
    'The documents a document cites, is cited by, is related or similar to',
    `Followed up to \`max_depth\` links (default ${DEFAULTS.max_depth}, at most ${DEFAULTS.max_max_depth}); \`relationship_types\` narrows them (cites, cited_by, related, similar, and mentions: documents naming its case number). An unknown document is a 404.`,
  ],
  'fact-check': [
    'Supporting and contradicting passages for a claim, and a verdict',
    'The passages of the nearest documents (of `source_types` only, when given) that hold most of the claim, each with its stance and its source’s credibility (type and verification level); `fact_check` holds the verdict (supported, contradicted, disputed, not_enough_evidence), its confidence and a report.',
  ],
};

export const agentSearchRoutes: FastifyPluginAsync<AgentRouteOptions> = async (app, { services }) => {
  for (const type of Object.keys(services.engines) as SearchType[]) {
    const [summary, description] = SUMMARIES[type];
    app.post(
      `${AGENT_API_BASE}/search/${type}`,
      {
        schema: {
          summary,
          description,
          tags: ['search'],
          body: bodies[type],
          response: {
            200: { $ref: 'AgentAnswer#', description: 'Found (success), or found by some engines only (partial).' },
            503: {
              anyOf: [{ $ref: 'AgentAnswer#' }, { $ref: 'ErrorResponse#' }],
              description:
                'No engine answered (failed; `engines` says why), or the coordinator is at capacity (search.busy, with Retry-After).',
            },
            ...errorResponses(400, 401, 404, 413, 415, 429),
          },
        },
      },
      async (request, reply) => {
        const body = request.body as SearchBody;
        await checkSearch(type, body, services);
        const answer = await runSearch(services, type, body);
        return reply.code(answer.status === 'failed' ? 503 : 200).send(answer);
      },
    );
  }
};
