import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminDashboardSchema,
  adminFlagPatchSchema,
  adminFlagResponseSchema,
  adminFlagsQuerySchema,
  adminFlagsResponseSchema,
  adminIdParamsSchema,
  adminLeadPatchSchema,
  adminLeadResponseSchema,
  adminLeadsQuerySchema,
  adminLeadsResponseSchema,
  adminPropertiesQuerySchema,
  adminPropertiesResponseSchema,
  adminPropertyPatchSchema,
  adminPropertyResponseSchema,
  adminUserPatchSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  errorResponseSchema,
} from '@tranquera/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from './audit.ts';
import { dashboardFigures } from './dashboard.ts';
import { listFlags, updateFlag } from './flags.ts';
import { exportLeadsCsv, listLeads, updateLead } from './leads.ts';
import { listAdminProperties, moderateListing } from './listings.ts';
import { requireTeam, teamMember } from './team.ts';
import { listAdminUsers, setUserStatus } from './users.ts';

const tags = ['equipo'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/** /api/admin: the team's back-office. Every route: 401 without a session, 403 off the team. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireTeam(app));

  app.get(
    '/dashboard',
    { schema: { tags, summary: 'Resumen de la semana', response: { 200: adminDashboardSchema, ...errors } } },
    async () => dashboardFigures(app.db, app.clock()),
  );

  app.get(
    '/leads',
    {
      schema: {
        tags,
        summary: 'Consultas recibidas (solicitudes, contacto, informes, plan destacado)',
        querystring: adminLeadsQuerySchema,
        response: { 200: adminLeadsResponseSchema, ...errors },
      },
    },
    async (request) => listLeads(app.db, request.query),
  );

  app.get(
    '/leads/export.csv',
    {
      schema: {
        tags,
        summary: 'Consultas filtradas en CSV',
        querystring: adminLeadsQuerySchema.omit({ page: true }),
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await exportLeadsCsv(app.db, request.query);
      const day = app.clock().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="consultas-${day}.csv"`)
        .send(csv);
    },
  );

  app.patch(
    '/leads/:id',
    {
      schema: {
        tags,
        summary: 'Cambiar el estado de una consulta, con una nota',
        params: adminIdParamsSchema,
        body: adminLeadPatchSchema,
        response: { 200: adminLeadResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => updateLead(app.db, teamMember(request), request.params.id, request.body, app.clock()),
  );

  app.get(
    '/properties',
    {
      schema: {
        tags,
        summary: 'Anuncios, de cualquier estado',
        querystring: adminPropertiesQuerySchema,
        response: { 200: adminPropertiesResponseSchema, ...errors },
      },
    },
    async (request) => listAdminProperties(app.db, request.query, app.clock()),
  );

  app.patch(
    '/properties/:id',
    {
      schema: {
        tags,
        summary: 'Moderar un anuncio: pausar, rechazar, reactivar, destacar, recomendar',
        params: adminIdParamsSchema,
        body: adminPropertyPatchSchema,
        response: { 200: adminPropertyResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { mailed, ...reply } = await moderateListing(
        app.db,
        app.config,
        teamMember(request),
        request.params.id,
        request.body,
        app.clock(),
      );
      if (mailed) app.mailOutbox.wake();
      return reply;
    },
  );

  app.get(
    '/flags',
    {
      schema: {
        tags,
        summary: 'Denuncias y alertas de fraude',
        querystring: adminFlagsQuerySchema,
        response: { 200: adminFlagsResponseSchema, ...errors },
      },
    },
    async (request) => listFlags(app.db, request.query),
  );

  app.patch(
    '/flags/:id',
    {
      schema: {
        tags,
        summary: 'Resolver una denuncia o alerta',
        params: adminIdParamsSchema,
        body: adminFlagPatchSchema,
        response: { 200: adminFlagResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) =>
      updateFlag(app.db, teamMember(request), request.params.id, request.body.status, app.clock()),
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Usuarios',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => listAdminUsers(app.db, request.query),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Bloquear o desbloquear un usuario',
        params: adminIdParamsSchema,
        body: adminUserPatchSchema,
        response: {
          200: adminUserResponseSchema,
          ...errors,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) =>
      setUserStatus(app.db, teamMember(request), request.params.id, request.body.status, app.clock()),
  );

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'Registro de acciones del equipo',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditResponseSchema, ...errors },
      },
    },
    async (request) => listAudit(app.db, request.query.page),
  );
};
