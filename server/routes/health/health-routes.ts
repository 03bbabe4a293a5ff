import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthReply } from '../../../common/health';
import type { AppDeps } from '../../app';

export async function registerHealthRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Is the server up and the database reachable?',
        response: { 200: HealthReply },
      },
    },
    async () => {
      await sql`select 1`.execute(deps.database.db);
      return { status: 'ok' as const, engine: deps.database.engine };
    },
  );
}
