import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';

export const reviewsApi = new Hono<AppEnv>();
