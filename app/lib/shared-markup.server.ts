import { createElement, type Context, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nContext } from 'react-i18next';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from 'react-router';
import { NonceContext } from './nonce.ts';
import type { SharedMarkupRenderer } from './shared-markup.tsx';

/** Everything a kept block may read: the router's contexts (links, location, loader data), the messages, the nonce. */
const contexts = [
  UNSAFE_FrameworkContext,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext,
  UNSAFE_FetchersContext,
  UNSAFE_ViewTransitionContext,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  I18nContext,
  NonceContext,
] as Context<unknown>[];

/**
 * A suspended part renders as a client-rendered boundary (`<!--$!-->`) in a string render, and a
 * preloaded resource would leave the document's head: neither may be kept.
 */
const notKeepable = /<!--\$[!?]|<link\b|<template\b/;

/**
 * One process's kept blocks (app/lib/shared-markup.tsx, docs/decisions/026). A block is rendered
 * once per owner and key, and its markup goes when its owner goes: shop data read again after
 * a change (server/db/read-cache.ts) is a new object.
 */
export function createSharedMarkupRenderer(): SharedMarkupRenderer {
  const kept = new WeakMap<object, Map<string, string | null>>();
  return {
    contexts,
    markup(owner, key, children, contextValues) {
      let byKey = kept.get(owner);
      const known = byKey?.get(key);
      if (known !== undefined) return known;
      const tree = contexts.reduceRight<ReactNode>((inner, context, index) => createElement(context, { value: contextValues[index] }, inner), children);
      const rendered = renderToString(tree);
      const markup = notKeepable.test(rendered) ? null : rendered;
      if (!byKey) {
        byKey = new Map();
        kept.set(owner, byKey);
      }
      byKey.set(key, markup);
      return markup;
    },
  };
}
