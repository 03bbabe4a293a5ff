import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParams,
  PincodeParams,
  PincodeReply,
  StateParams,
  SubjectOption,
  SubjectTitleOption,
} from '../../../common/catalogue-api';
import { ErrorReply } from '../../../common/errors';
import type { CatalogueRepository } from '../../db/catalogue-repository';
import { notFound } from '../../lib/app-error';
import type { GeoService } from '../../services/geo-service';

const errors = { 400: ErrorReply, 404: ErrorReply };

export async function registerCatalogueRoutes(
  api: FastifyInstance,
  deps: { catalogue: CatalogueRepository; geo: GeoService },
): Promise<void> {
  const { catalogue, geo } = deps;
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];

  r.get('/subjects', { schema: { tags, response: { 200: z.array(SubjectOption) } } }, () =>
    catalogue.listSubjects(),
  );

  r.get(
    '/subject/:id/titles',
    { schema: { tags, params: IdParams, response: { 200: z.array(SubjectTitleOption), ...errors } } },
    async (request) => {
      if (!(await catalogue.findSubject(request.params.id))) throw notFound('Subject not found.');
      return catalogue.listTitles(request.params.id);
    },
  );

  r.get(
    '/subjectTitle/:id/standard',
    { schema: { tags, params: IdParams, response: { 200: z.array(z.number().int()), ...errors } } },
    async (request) => {
      if (!(await catalogue.findTitle(request.params.id))) throw notFound('Subject title not found.');
      return catalogue.listStandards(request.params.id);
    },
  );

  const geoTags = ['geography'];
  r.get('/geo/states', { schema: { tags: geoTags, response: { 200: z.array(z.string()) } } }, () =>
    geo.listStates(),
  );

  r.get(
    '/geo/states/:state/cities',
    { schema: { tags: geoTags, params: StateParams, response: { 200: z.array(z.string()), ...errors } } },
    async (request) => {
      const cities = geo.listCities(request.params.state);
      if (!cities) throw notFound('State not found.');
      return cities;
    },
  );

  r.get(
    '/geo/pincode/:pin',
    { schema: { tags: geoTags, params: PincodeParams, response: { 200: PincodeReply, ...errors } } },
    async (request) => {
      const place = geo.findPincode(request.params.pin);
      if (!place) throw notFound('Invalid pincode. Please enter a valid one.');
      return place;
    },
  );
}
