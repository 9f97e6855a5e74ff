/** Placeholder replaced below. */
import type { FastifyInstance } from 'fastify';
import type { AgentServices } from '../services.js';
export async function queueRoutes(app: FastifyInstance, services: AgentServices): Promise<void> {
  void app;
  void services;
}
