import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../common/limits';
import type { AppDeps } from '../app';
import { createCatalogueRepository } from '../db/catalogue-repository';
import { createChaptersRepository } from '../db/chapters-repository';
import { createQuestionsRepository } from '../db/questions-repository';
import { createPapersRepository } from '../db/papers-repository';
import { createUsersRepository } from '../db/users-repository';
import { createWorksheetsRepository } from '../db/worksheets-repository';
import { createMailer } from '../lib/mailer';
import { createPaperRenderer } from '../lib/paper-renderer';
import { DEFAULT_RATE_LIMITS } from '../lib/rate-limits';
import { createUploads } from '../lib/uploads';
import { createWorksheetFiles } from '../lib/worksheet-files';
import { createAuthService } from '../services/auth-service';
import { createGeoService } from '../services/geo-service';
import { createHeaderService } from '../services/header-service';
import { createPaperService } from '../services/paper-service';
import { createQuestionService } from '../services/question-service';
import { createWorksheetService } from '../services/worksheet-service';
import { createAuthGuard } from './auth/auth-guard';
import { registerAuthRoutes } from './auth/auth-routes';
import { registerCatalogueRoutes } from './catalogue/catalogue-routes';
import { registerHealthRoutes } from './health/health-routes';
import { registerHeaderRoutes } from './papers/header-routes';
import { registerPaperRoutes } from './papers/paper-routes';
import { registerQuestionFormRoutes } from './questions/question-form-routes';
import { registerQuestionRoutes } from './questions/question-routes';
import { registerUploadRoutes } from './uploads/upload-routes';
import { registerPublishRoutes } from './worksheets/publish-routes';
import { registerWorksheetRoutes } from './worksheets/worksheet-routes';

// Builds the services from their parts and mounts every resource's routes under /api.
export async function registerApiRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, engine } = deps.database;
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: deps.config.smtpUrl,
      mailFrom: deps.config.mailFrom,
      dataDir: deps.config.dataDir,
      log: api.log,
    });
  const uploads = createUploads({ dataDir: deps.config.dataDir });
  const questionsRepository = createQuestionsRepository(db, engine);
  const questions = createQuestionService({
    questions: questionsRepository,
    chapters: createChaptersRepository(db),
    uploads,
  });
  const papersRepository = createPapersRepository(db);
  const papers = createPaperService({ papers: papersRepository, uploads });
  const headers = createHeaderService({ papers: papersRepository });
  const renderer = createPaperRenderer({ uploads });
  // Its worker thread would end on its own once idle; a closing app ends it now.
  api.addHook('onClose', () => renderer.close());
  const worksheets = createWorksheetService({
    worksheets: createWorksheetsRepository(db),
    papers: papersRepository,
    questions: questionsRepository,
    files: createWorksheetFiles({ dataDir: deps.config.dataDir }),
    uploads,
    renderer,
  });
  const auth = createAuthService({
    users: createUsersRepository(db),
    mailer,
    log: api.log,
    onDeleteUser: [
      (userId) => questions.deleteQuestionsOfOwner(userId),
      (userId) => worksheets.deleteEverythingOf(userId),
      (userId) => papers.deleteEverythingOf(userId),
    ],
  });
  const guard = createAuthGuard(auth);
  const scale = deps.config.rateLimitScale;
  const limits = {
    login: DEFAULT_RATE_LIMITS.login * scale,
    signup: DEFAULT_RATE_LIMITS.signup * scale,
    codeCheck: DEFAULT_RATE_LIMITS.codeCheck * scale,
    codeSend: DEFAULT_RATE_LIMITS.codeSend * scale,
    ...deps.rateLimits,
  };

  await registerHealthRoutes(api, deps);
  await registerAuthRoutes(api, { auth, guard, limits });
  await registerCatalogueRoutes(api, { catalogue: createCatalogueRepository(db), geo: createGeoService() });
  await registerQuestionRoutes(api, { questions, guard });
  await registerUploadRoutes(api, { uploads });
  // The routes that take forms with a file (question images, papers with their logo, header logos):
  // one file of at most 2 MB per request, checked in memory before anything is stored
  // (server/lib/uploads.ts). @fastify/multipart hooks into every request of the context it is
  // registered in, so it is registered for these routes alone; elsewhere a multipart body is 415.
  await api.register(async (forms) => {
    await forms.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    await registerQuestionFormRoutes(forms, { questions, uploads, guard });
    await registerPaperRoutes(forms, { papers, uploads, guard });
    await registerHeaderRoutes(forms, { headers, uploads, guard });
  });
  await registerWorksheetRoutes(api, { worksheets, guard });
  await registerPublishRoutes(api, { worksheets, guard });
}
