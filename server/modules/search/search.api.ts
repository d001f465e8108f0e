import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';

export const searchApi = new Hono<AppEnv>();
