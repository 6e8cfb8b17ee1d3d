import { AppError, ZPincodeParams, ZPincodeResponse } from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locatePincode } from './pincodes.ts';

/**
 * GET /api/geo/pincodes/:pincode (public): district, state and the centre of
 * a pincode from the shipped offline table (docs/geography.md). The table
 * changes only with a deploy, so answers may be cached for a day.
 */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo/pincodes/:pincode',
    {
      schema: {
        summary: 'The district, state and centre of a pincode',
        tags: ['Geography'],
        params: ZPincodeParams,
        response: { 200: ZPincodeResponse },
      },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      const location = locatePincode(request.params.pincode);
      if (!location) throw new AppError('NOT_FOUND', 'We could not find this pincode.');
      const { pincode, district, state, latitude, longitude, approximate } = location;
      reply.header('cache-control', 'public, max-age=86400');
      return {
        success: true as const,
        data: { pincode, district, state, latitude, longitude, approximate },
      };
    },
  );
};
