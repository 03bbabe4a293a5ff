import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

// The security headers of every reply, from helmet, computed once at start-up. @fastify/helmet builds
// a new helmet middleware (and CSP string) for every request, which cost about a sixth of the server's
// time on a cached API reply (bench/api); our policy never varies per request (no nonces, no
// per-route settings), so helmet runs once against a recording response and the headers are reused.

export const CONTENT_SECURITY_POLICY: NonNullable<HelmetOptions['contentSecurityPolicy']> = {
  directives: {
    defaultSrc: ["'self'"],
    // No inline scripts anywhere; WebAssembly (the PDF text shaper) needs wasm-unsafe-eval.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    // Mantine sets CSS variables through style attributes and a style element.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
};

/** Pages, their assets, the API documentation and the PDFs shown in the browser's viewer. */
export const DOCUMENT_HEADERS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  crossOriginEmbedderPolicy: false,
};

/**
 * JSON from the API is never a document: nothing may load, frame or run in it (CSP with
 * frame-ancestors 'none'), it is never sniffed into something else (nosniff), and other sites cannot
 * pull it into their pages (CORP). What only a page needs is left to the pages, and every API reply
 * is shorter and cheaper for it (each header is work in Fastify and Node on every request; bench/api):
 * HSTS (a browser keeps it from the page it loaded first, for a year), X-Frame-Options (CSP's
 * frame-ancestors replaces it in every browser that runs the app), opener isolation, the referrer of
 * its requests, DNS prefetch, IE's download and XSS filters, Flash policies, origin-keyed agent
 * clusters.
 */
export const API_HEADERS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  referrerPolicy: false,
  frameguard: false,
  strictTransportSecurity: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Whether a request is for API JSON (not the documentation pages nor a stored PDF). */
export function isApiJson(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs') && !/\/file(\?|$)/.test(url);
}

/** The headers helmet sets with `options`, as lower-case name → value. */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
