/**
 * Everything the agent-only API runs on, made once per server: the settings, the coordinator with its
 * cache levels and queue, the agent store (result database and web quotas), and the engines of each
 * search type over the public server's archive view.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ServeContext } from '../context.js';
import { LayeredCache } from './cache/levels.js';
import { AgentStore } from './cache/store.js';
import type { AgentsConfig } from './config.js';
import { Coordinator, type CoordinatorStats, type SearchAnswer } from './coordinator/coordinator.js';
import { fullTextEngine } from './engines/full-text.js';
import { semanticEngine } from './engines/semantic/semantic-engine.js';
import { SemanticIndexes, type SemanticIndexOptions } from './engines/semantic/semantic-index.js';
import { RegistryReader } from './engines/registries.js';
import { entitiesEngine } from './engines/entities.js';
import { crossReferenceEngine } from './engines/cross-references.js';
import { imagesEngine } from './engines/images.js';
import { factCheckEngine, webEvidence } from './engines/fact-check/fact-check-engine.js';
import { memoryUsage, webEngine, type WebEngine, type WebUsage } from './engines/web/web-engine.js';
import { braveSpec, googleSpec, wikipediaSpec } from './engines/web/engines.js';
import { planSearch, type AgentEngines, type RunOptions, type SearchBody } from './plans.js';
import type { SearchType } from './schemas.js';

export interface AgentServices {
  config: AgentsConfig;
  context: ServeContext;
  coordinator: Coordinator;
  engines: AgentEngines;
  semantic: SemanticIndexes;
  registries: RegistryReader;
  run(type: SearchType, body: SearchBody, options?: RunOptions): Promise<SearchAnswer>;
  /**
   * Starts learning the semantic model (in a worker thread), or reading the one stored for the archive,
   * so the first question need not wait for it. Called once the listener listens.
   */
  learnInBackground(): void;
  /** The external web engines configured (none without credentials in the settings). */
  web: WebEngine[];
  stats(): { coordinator: CoordinatorStats; web: Record<string, WebUsage> };
  close(): Promise<void>;
}

/** What every route group of the agent listener is registered with (an encapsulated plugin each). */
export interface AgentRouteOptions {
  services: AgentServices;
}

export interface ServicesOptions {
  context: ServeContext;
  config: AgentsConfig;
  /** Where the disk cache and the agent store live; null keeps only the memory level (tests of one level). */
  cacheDir: string | null;
  /** Engines to use instead of the archive's own (tests of the coordinator with failing and stalling engines). */
  engines?: Partial<AgentEngines>;
  log?: (line: string) => void;
  /** How web engines reach their services (tests point them at loopback through the settings instead). */
  fetcher?: typeof fetch;
  /** How the semantic model is learned (default: in a worker thread). */
  learn?: SemanticIndexOptions['learn'];
}

export async function agentServices(options: ServicesOptions): Promise<AgentServices> {
  const { context, config } = options;
  let store: AgentStore | null = null;
  if (options.cacheDir) {
    mkdirSync(options.cacheDir, { recursive: true });
    store = new AgentStore(join(options.cacheDir, 'agents.sqlite'));
  }
  const cache = new LayeredCache(
    config.cache,
    { dir: options.cacheDir ? join(options.cacheDir, 'results') : null, store },
    config.coordinator.cache_ttl,
  );
  const coordinator = new Coordinator(config.coordinator, cache, () => context.view.snapshot.commit);
  const semantic = new SemanticIndexes(context.view, config.semantic, {
    ...(options.log ? { log: options.log } : {}),
    storeDir: options.cacheDir,
    ...(options.learn ? { learn: options.learn } : {}),
  });
  const registries = new RegistryReader(context.view, context.root, options.log);
  const semanticSearch = semanticEngine(context.view, semantic);
  const counter = store ?? memoryUsage();
  const { google, brave, wikipedia } = config.web;
  const web = [
    ...(google ? [googleSpec(google)] : []),
    ...(brave ? [braveSpec(brave)] : []),
    ...(wikipedia ? [wikipediaSpec(wikipedia)] : []),
  ].map((spec) => webEngine(spec, counter, options.fetcher));
  const engines: AgentEngines = {
    documents: [fullTextEngine(context.view)],
    semantic: [semanticSearch, ...web],
    images: [imagesEngine(context.view, registries, context.config.limits.max_image_pixels)],
    entities: [entitiesEngine(registries)],
    'cross-reference': [crossReferenceEngine(context.view)],
    'fact-check': [factCheckEngine(context.view, semanticSearch), ...web.map(webEvidence)],
    ...options.engines,
  };
  return {
    config,
    context,
    coordinator,
    engines,
    semantic,
    registries,
    async run(type, body, runOptions) {
      const answer = await coordinator.search(planSearch(type, body, engines, runOptions));
      // Said with every answer that rests on the model, so a client knows why one is partial and when to ask again.
      return type === 'semantic' || type === 'fact-check' ? { ...answer, semantic_model: semantic.status() } : answer;
    },
    learnInBackground() {
      void semantic.ready().catch((err: unknown) => options.log?.(`semantic index: ${(err as Error).message}`));
    },
    web,
    stats: () => ({
      coordinator: coordinator.stats(),
      web: Object.fromEntries(web.map((w) => [w.name, w.usage()])),
    }),
    async close() {
      await semantic.close();
      await coordinator.idle();
      store?.close();
    },
  };
}
