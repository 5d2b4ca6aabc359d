// Generated from the server's OpenAPI document by openapi-typescript: do not edit.
// Regenerate: cd apps/server && UPDATE_API_TYPES=1 npx vitest run src/http/web-api-types.int.test.ts
export interface paths {
    "/api/account/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ALTCHA proof-of-work challenge */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            parameters: {
                                [key: string]: unknown;
                            };
                            signature?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change my password; answers fresh tokens (every other session ends)
         * @description Any signed-in worker.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmPassword: string;
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TokenResponse"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a one-time password reset link (same answer for unknown addresses) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        altcha: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up: an inactive account without claims that a manager must activate */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        altcha: string;
                        confirmPassword: string;
                        displayName: string;
                        /** Format: email */
                        email: string;
                        password: string;
                        userName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password from a reset link (one-time, 1 hour) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an e-mail address from a verification link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banners/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Banners in the list's order (order field, then id), with when they were last published
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description When the banners were last published, if ever */
                            lastPublishedAt: string | null;
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: components["schemas"]["Banner"][];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a banner (start and end days, header 1 required); it goes last in the order
         * @description Claims: managecontent (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        end?: string;
                        /** @default  */
                        header1?: string;
                        /** @default  */
                        header2?: string;
                        /** @default  */
                        header3?: string;
                        /** @default  */
                        line1?: string;
                        /** @default  */
                        line2?: string;
                        /** @default  */
                        line3?: string;
                        /** @default  */
                        start?: string;
                        /**
                         * Format: int32
                         * @description Required on PUT; a stale one answers 409
                         */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Banner"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One banner, with a signed address showing its picture
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Banner"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Change a banner (with the version read; stale → 409)
         * @description Claims: managecontent (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        end?: string;
                        /** @default  */
                        header1?: string;
                        /** @default  */
                        header2?: string;
                        /** @default  */
                        header3?: string;
                        /** @default  */
                        line1?: string;
                        /** @default  */
                        line2?: string;
                        /** @default  */
                        line3?: string;
                        /** @default  */
                        start?: string;
                        /**
                         * Format: int32
                         * @description Required on PUT; a stale one answers 409
                         */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Banner"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete a banner and its picture (admin only); published copies stay until the next publish
         * @description Claims: admin (any one).
         */
        delete: {
            parameters: {
                query?: {
                    /** @description The version read; a stale one answers 409 */
                    version?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banners/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a banner's picture
         * @description Claims: managecontent (any one).
         */
        delete: {
            parameters: {
                query?: {
                    /** @description The version read; a stale one answers 409 */
                    version?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imageUrl: string | null;
                            path: string;
                            /**
                             * Format: int32
                             * @description The record's version after the change
                             */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banners/order/{value}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the list's order field: "id:order" pairs, e.g. 7:1,3:2 (0 to 9999)
         * @description Claims: managecontent (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description "id:order" pairs separated by commas, e.g. "7:1,3:2" */
                    value: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            updated: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banners/publish/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Publish: freeze the banners, in order and with copies of their pictures, for the public feed
         * @description Claims: managecontent (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: int64
                             * @description Banners frozen into the publication
                             */
                            count: number;
                            /** Format: int32 */
                            id: number;
                            publishedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blobs/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download from a signed address (files mode): the file with its content type */
        get: {
            parameters: {
                query: {
                    /** @description Expiry, Unix seconds */
                    exp: string;
                    /** @description Upload: largest body in bytes */
                    max?: string;
                    /** @description HMAC-SHA256 of the request, base64url */
                    signature: string;
                    /** @description Upload: accepted content types, read from the content */
                    types?: string;
                    /** @description Download: the object's version (cache busting) */
                    v?: string;
                };
                header?: never;
                path: {
                    /** @description The blob's key */
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application/octet-stream answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Upload to a signed address (files mode); the body is the file, its type read from its content */
        put: {
            parameters: {
                query: {
                    /** @description Expiry, Unix seconds */
                    exp: string;
                    /** @description Upload: largest body in bytes */
                    max?: string;
                    /** @description HMAC-SHA256 of the request, base64url */
                    signature: string;
                    /** @description Upload: accepted content types, read from the content */
                    types?: string;
                    /** @description Download: the object's version (cache busting) */
                    v?: string;
                };
                header?: never;
                path: {
                    /** @description The blob's key */
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contentType: string;
                            /** Format: int64 */
                            size: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/user/{id}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every comic of a customer's orders the search finds, as CSV, streamed (no row cap)
         * @description search: part of the title (any case) or a certification number prefix.
         *
         *     Claims: worker, user (any one).
         */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comics/user/{userId}/{start}/{search}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The comics of a customer's orders, newest order first, 50 a page
         * @description start: page from 1; search: part of the title (any case) or a certification number prefix.
         *
         *     Claims: worker, user (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description part of the title (any case) or a certification number prefix (e.g. 26-PAYM001-0) */
                    search: string;
                    /** @description page, from 1 */
                    start: number;
                    userId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: {
                                grade: number | null;
                                /** @description sequence within the order */
                                id: string;
                                issue: string | null;
                                orderDate: string;
                                orderId: string;
                                publisher: string | null;
                                status: string;
                                tierId: string;
                                title: string;
                                /** @description certification number */
                                uniqueId: string;
                                year: string | null;
                            }[];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/checklogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the session may use the slider screens (the list's login check, §4)
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/slider/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sliders in their order
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: components["schemas"]["Slider"][];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a slider (name required; link a web address or a site path)
         * @description Claims: managecontent (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        caption?: string;
                        /** @default true */
                        isActive?: boolean;
                        /** @default  */
                        link?: string;
                        /** @default  */
                        name?: string;
                        /**
                         * Format: int32
                         * @default 0
                         */
                        order?: number;
                        /**
                         * Format: int32
                         * @description Required on PUT; a stale one answers 409
                         */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Slider"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/slider/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One slider, with a signed address showing its picture
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Slider"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Change a slider (with the version read; stale → 409)
         * @description Claims: managecontent (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        caption?: string;
                        /** @default true */
                        isActive?: boolean;
                        /** @default  */
                        link?: string;
                        /** @default  */
                        name?: string;
                        /**
                         * Format: int32
                         * @default 0
                         */
                        order?: number;
                        /**
                         * Format: int32
                         * @description Required on PUT; a stale one answers 409
                         */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Slider"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Change a slider (with the version read; stale → 409)
         * @description Claims: managecontent (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        caption?: string;
                        /** @default true */
                        isActive?: boolean;
                        /** @default  */
                        link?: string;
                        /** @default  */
                        name?: string;
                        /**
                         * Format: int32
                         * @default 0
                         */
                        order?: number;
                        /**
                         * Format: int32
                         * @description Required on PUT; a stale one answers 409
                         */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Slider"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Delete a slider and its picture
         * @description Claims: managecontent (any one).
         */
        delete: {
            parameters: {
                query?: {
                    /** @description The version read; a stale one answers 409 */
                    version?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/slider/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a slider's picture
         * @description Claims: managecontent (any one).
         */
        delete: {
            parameters: {
                query?: {
                    /** @description The version read; a stale one answers 409 */
                    version?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imageUrl: string | null;
                            path: string;
                            /**
                             * Format: int32
                             * @description The record's version after the change
                             */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/subscribe/all/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign-ups from start day a through end day b (YYYY-MM-DD or MM-DD-YYYY; '-' for none)
         * @description Both days or none: 'Please select end date.', 'Please select start date.', 'Start date should not be greater than end date!' (400). Newest first; pageSize at most 100.
         *
         *     Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path: {
                    a: string;
                    b: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: components["schemas"]["Subscriber"][];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/subscribe/sendMailExcel/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sign-ups of the range as an .xlsx workbook (streamed, no row cap)
         * @description The same checks with the 'enter' wording: 'Please enter end date.', 'Please enter start date.'. One sheet 'Subscribers': Email, First name, Last name, Subscribed (UTC); oldest first.
         *
         *     Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application/vnd.openxmlformats-officedocument.spreadsheetml.sheet answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conventions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Conventions, a page at a time (newest first; upcoming: soonest first)
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    /** @description upcoming: today onward, by date */
                    when?: "all" | "upcoming" | "past";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: {
                                address: string | null;
                                /** @description YYYY-MM-DD, the event's first day */
                                date: string;
                                /** Format: int32 */
                                id: number;
                                title: string;
                                /** Format: int32 */
                                version: number;
                            }[];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a convention (title and a YYYY-MM-DD day required)
         * @description Claims: managecontent (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string | null;
                        /** @description YYYY-MM-DD */
                        date: string;
                        title: string;
                        /**
                         * Format: int32
                         * @description Required on PUT: the version read
                         */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentConvention"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conventions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * -60: the origins (conventions not older than 3 days, and upcoming, then Mail and Walk In); an id: that convention
         * @description The spec's origins call is GET /api/conventions/-60; any negative number answers the origins (the window is §9's 3 days whatever the number). Fixed origin ids: 'Mail' and 'WalkIn'; an event's id is its convention id. A positive id answers that convention (id, title, date, address), 404 if none; to whoever may edit conventions (the /conventions menu claim) with its version and picture address (the content module's read, for the convention detail screen).
         *
         *     Claims: receiving, comics, invoicing, managecontent (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description a convention id, or -60 (any negative number): the origins */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            origins: components["schemas"]["Origin"][];
                        } | components["schemas"]["ContentConvention"] | components["schemas"]["Convention"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Change a convention with the version read (stale → 409)
         * @description Claims: managecontent (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string | null;
                        /** @description YYYY-MM-DD */
                        date: string;
                        title: string;
                        /**
                         * Format: int32
                         * @description Required on PUT: the version read
                         */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentConvention"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete a convention and its picture (admins only)
         * @description Claims: admin (any one).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conventions/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a convention's picture (conventions/{id}.jpg); ?version= the version read (stale → 409)
         * @description Claims: managecontent (any one).
         */
        delete: {
            parameters: {
                query?: {
                    version?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imageUrl: string | null;
                            path: string;
                            /**
                             * Format: int32
                             * @description The record's version after the change
                             */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conventions/onsite/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Conventions from today on: where an onsite event or signing can be held
         * @description Claims: managecontent, managecontent, managecontent (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rows: {
                                address: string | null;
                                /** @description YYYY-MM-DD, the event's first day */
                                date: string;
                                /** Format: int32 */
                                id: number;
                                title: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's milestone e-mails, newest first, a page at a time
         * @description Milestone, order, address, state (queued, sent, failed; isBounced: refused for good).
         *
         *     Claims: worker, user (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: components["schemas"]["MilestoneEmail"][];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/flow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Arrivals, completions and what waited, per station and day, over the last 30 days
         * @description Days are UTC, today last. An arrival is a stay begun at the station from elsewhere; a completion a stay ended for another station (not a cancellation). `waiting` is what waited at each day's end, worked back from now.
         *
         *     Any signed-in worker.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description YYYY-MM-DD, oldest first */
                            days: string[];
                            stations: {
                                arrivals: number[];
                                completions: number[];
                                isMine: boolean;
                                /** @description Station queue key (receiving, pressing, grading, …) */
                                key: string;
                                label: string;
                                path: string;
                                /** @enum {string} */
                                unit: "orders" | "tiers";
                                waiting: number[];
                            }[];
                        };
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/risk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open orders at risk of their due date, most at risk first
         * @description Kept for 30 s, then refreshed. Forecast: what the current stay has left and every later status's median stay (learnt from stays ended in the last 30 days; a day where none), tiers in parallel, then billing and shipping. Listed: overdue (due day passed), late (forecast after the due day) and tight (less than a day to spare), each by hours to spare.
         *
         *     Any signed-in worker.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            learntFromDays: number;
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: {
                                dueDate: string;
                                finishAt: string;
                                isEscalated: boolean;
                                /** @enum {string} */
                                level: "overdue" | "late" | "tight" | "onTrack";
                                orderId: string;
                                orderStatus: string;
                                slackHours: number;
                                stationsLeft: string[];
                            }[];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/stations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What waits at each station now
         * @description Every station (the station queues but /support), the worker's own (their claims open its queue) first: orders or tiers waiting now (`unit`), the comics in them, and since when the one that has waited longest waits. Tiers count while their order is in process.
         *
         *     Any signed-in worker.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asOf: string;
                            stations: components["schemas"]["DashboardStation"][];
                        };
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/throughput": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Throughput per station and turnaround per tier code over a range of days
         * @description Kept for 30 s, then refreshed. from and to are UTC days (inclusive, at most 366). Per station: stays ended in the range that left for the next station, their comics, comics per day and the median stay. Per tier code: orders completed in the range, median days from received to shipped, the promised days and how many shipped within them.
         *
         *     Any signed-in worker.
         */
        get: {
            parameters: {
                query: {
                    /** @description First day, YYYY-MM-DD */
                    from: string;
                    /** @description Last day, YYYY-MM-DD (inclusive) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            days: number;
                            from: string;
                            stations: {
                                /** Format: int64 */
                                completed: number;
                                isMine: boolean;
                                /** Format: int64 */
                                items: number;
                                itemsPerDay: number;
                                /** @description Station queue key (receiving, pressing, grading, …) */
                                key: string;
                                label: string;
                                medianHours: number | null;
                                path: string;
                                /** @enum {string} */
                                unit: "orders" | "tiers";
                            }[];
                            tierCodes: {
                                medianDays: number;
                                /** Format: int64 */
                                onTime: number;
                                promisedDays: number;
                                /** Format: int64 */
                                shipped: number;
                                tierCode: string;
                            }[];
                            to: string;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/checkout/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checkout data of a customer: payment methods, other pay and ship options, origins, reps
         * @description payOther is check and cash for US drafts only (§9); shipOther the carriers of a customer's own shipping account with their account number lengths; origins as GET /api/conventions/-60. paymentMethods (payment methods) is an empty list for a worker holding none of invoicing, billing, receiving, manage (the claims of the payment methods' own calls).
         *
         *     Claims: receiving, comics, invoicing (any one).
         */
        get: {
            parameters: {
                query?: {
                    /** @description The draft's country (default: the customer's); check and cash are US only */
                    country?: "US" | "CA";
                };
                header?: never;
                path: {
                    /** @description Customer id */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutData"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/comic/{uniqueId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A comic by its 14-character unique id (reholder search)
         * @description 400 'Reholder search needs exactly 14 characters' style message (domain validateReholderSearch) when the id is not 14 characters of a unique id; 404 when no comic has it.
         *
         *     Claims: receiving, comics, invoicing (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uniqueId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReholderComic"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/comicbook/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Catalogue series by title, publisher, year and collectible type, 20 a page
         * @description Title and publisher match by contains (titles starting with the text first).
         *
         *     Claims: receiving, comics, invoicing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        collectibleType?: "Comic" | "Magazine" | "Manga";
                        /** @description Accepted for the form's shape; the catalogue holds series */
                        issue?: string;
                        /**
                         * Format: int32
                         * @default 1
                         */
                        page?: number;
                        publisher?: string;
                        title?: string;
                        /**
                         * Format: int32
                         * @description A year the series ran in
                         */
                        year?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hasMore: boolean;
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: {
                                /** @enum {string} */
                                collectibleType: "Comic" | "Magazine" | "Manga";
                                /** Format: int64 */
                                endYear?: number;
                                publisher?: string;
                                /** Format: int64 */
                                startYear?: number;
                                title: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/external": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * External users, searched (name or prefix) and sorted
         * @description Claims: manage (any one).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Part of the name or prefix */
                    search?: string;
                    sort?: "name" | "-name" | "prefix" | "-prefix";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExternalUser"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/external/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One external user
         * @description Claims: manage (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExternalUser"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/external/{name}/{prefix}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an external user (prefix: 2 to 10 letters or digits, unique in any case)
         * @description Claims: manage (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                    prefix: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExternalUser"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/external/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered list as CSV, streamed
         * @description Claims: manage (any one).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Part of the name or prefix */
                    search?: string;
                    sort?: "name" | "-name" | "prefix" | "-prefix";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/sas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Image access: a short-lived address to PUT a content picture to (a JPEG or PNG whose header decodes, at most 50 MB). Confirm the upload afterwards.
         * @description path: banners/{id}, slider/{id}.jpg, conventions/{id}.jpg, onsites/{id}.jpg or signings/{id}.jpg; the record must exist (save a new one first).
         *
         *     Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query: {
                    /** @description banners/{id}, slider/{id}.jpg, conventions/{id}.jpg, onsites/{id}.jpg or signings/{id}.jpg */
                    path: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentImageAddress"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/sas/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an uploaded content picture: size (50 MB) is checked and its JPEG or PNG header decoded, then the record points at it (version + 1)
         * @description Claims: managecontent (any one).
         */
        post: {
            parameters: {
                query: {
                    /** @description banners/{id}, slider/{id}.jpg, conventions/{id}.jpg, onsites/{id}.jpg or signings/{id}.jpg */
                    path: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description The record's version read; a stale one answers 409
                         */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imageUrl: string | null;
                            path: string;
                            /**
                             * Format: int32
                             * @description The record's version after the change
                             */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/sh/{type}/{manga}/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shipping and handling rates for a received date (MM-DD-YYYY)
         * @description The rate table is chosen by the received date's cut-offs (§9: 14 Sep 2022, 27 Feb 2023, 15 Nov 2023, 16 Feb 2025, 9 Mar 2025). country in the body or the query (default US); count books (default 1) makes totalCost = base + additional × (count − 1) + handling. 400 on a bad date.
         *
         *     Claims: receiving, comics, invoicing (any one).
         */
        post: {
            parameters: {
                query?: {
                    country?: "US" | "CA";
                };
                header?: never;
                path: {
                    /** @description Received date, MM-DD-YYYY */
                    date: string;
                    manga: "Tankobon" | "Zasshi";
                    type: "Comic" | "Magazine" | "Manga";
                };
                cookie?: never;
            };
            /** @description May be left off (country then from the query) */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description Books shipped (default 1)
                         */
                        count?: number;
                        /** @enum {string} */
                        country?: "US" | "CA";
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Rates"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/submit/{user}/{version}/{level}/{country}/{type}/{manga}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a draft submission prices with: tiers, add-ons, grades, pedigrees, rates
         * @description version is the draft's catalog version; the answer's version is the server's current one (isVersionChanged: the draft adopts it and re-prices, §4). Tiers are the country's for the collectible type and manga type; a tier priced for the level replaces the every-level tier of the same id. shippingRates are every rate table of the country; catalogFromSubmitData (@gbo/contracts/catalog) rebuilds the domain Catalog from the answer. 404 for an unknown customer.
         *
         *     Claims: receiving, comics, invoicing (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    country: "US" | "CA";
                    /** @description Membership level; 'onsite' and 'Dealer' have their own prices */
                    level: string;
                    manga: "Tankobon" | "Zasshi";
                    type: "Comic" | "Magazine" | "Manga";
                    /** @description Customer id */
                    user: number;
                    /** @description The draft's catalog version (0: none yet) */
                    version: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubmitData"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/turnaround": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The turnaround notice
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            text: string;
                            updatedAt: string | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Save the turnaround notice (logged; stale version → 409)
         * @description Claims: managecontent (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                        /** Format: int32 */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            text: string;
                            updatedAt: string | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data/values/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lookup values: comic, magazine or manga titles, publishers, variants or signees
         * @description Case-insensitive; values starting with the text first, then (from 3 characters) values containing it; 20 at most. Titles carry their publisher and years.
         *
         *     Claims: receiving, comics, invoicing (any one).
         */
        get: {
            parameters: {
                query?: {
                    /** @description What was typed; prefix matches first, then contains */
                    value?: string;
                };
                header?: never;
                path: {
                    name: "title" | "gtitle" | "mtitle" | "publisher" | "variant" | "signee";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            values: components["schemas"]["LookupValue"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/BulkEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend the chosen failed e-mails, or all of them (isAll), with one comment
         * @description Only messages still failed are resent; none left answers 409.
         *
         *     Claims: manage (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        comment?: string;
                        /** @default [] */
                        ids?: string[];
                        /** @default false */
                        isAll?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            count: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/GetFailedEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Failed e-mails, newest failure first, with the error and the number of tries
         * @description Then the messages resent in the last 30 days, the latest resend first, each with its state (queued, sent or failed again), so a resend leaves a trace. Only failed rows can be resent; failedTotal counts them.
         *
         *     Claims: manage (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: int64
                             * @description Failed messages only: what a select-all resend resends
                             */
                            failedTotal: number;
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: components["schemas"]["FailedEmail"][];
                            /**
                             * Format: int64
                             * @description Rows of the list: the failed and the recently resent messages
                             */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer e-mails, one per milestone: its label and whether a customer may turn it off
         * @description Claims: manage (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rows: components["schemas"]["MilestoneTemplate"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/milestones/{milestone}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One milestone's e-mail rendered with a demo order and the saved lab details
         * @description Subject, HTML part and plain-text part exactly as a customer would receive them. Nothing is sent.
         *
         *     Claims: manage (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    milestone: "received" | "invoice" | "grades" | "shipped" | "pickup" | "payment" | "refund";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MilestonePreview"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/ResendEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend one failed e-mail with a comment (version = attempts read; changed → 409)
         * @description Claims: manage (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        comment?: string;
                        /** Format: uuid */
                        id: string;
                        /** Format: int32 */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            count: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one message to chosen customers (batchId is the idempotency key)
         * @description A repeat with the same batchId queues nothing and answers the first result's count.
         *
         *     Claims: manage (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description Made once per message by the client; a repeat with it queues nothing
                         */
                        batchId: string;
                        customerIds: number[];
                        subject: string;
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            batchId: string;
                            /** @description The batch was queued by an earlier request; nothing was added */
                            isRepeat: boolean;
                            /**
                             * Format: int64
                             * @description Messages in the outbox for this batch
                             */
                            queued: number;
                            /** @description Chosen customers not found or without a valid e-mail */
                            skipped: number[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order events as text/event-stream (event `order`, data {orderId, tierId, fromStatus, toStatus}; event `resync` when events may have been missed)
         * @description EventSource cannot send headers: pass the access token as `?access_token=`. This route alone accepts it there. Reconnect with a fresh token when it expires.
         *
         *     Any signed-in worker.
         */
        get: {
            parameters: {
                query?: {
                    access_token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/event-stream answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this process can serve: its database answers and, embedded, it holds the data lock
         * @description 503 with the same body when it cannot: a load balancer takes the process out of rotation.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "pglite" | "postgres";
                            databaseAnswers: boolean;
                            holdsEmbeddedLock: boolean | null;
                            schemaVersion: string | null;
                            /** @enum {string} */
                            status: "ok" | "unavailable";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "pglite" | "postgres";
                            databaseAnswers: boolean;
                            holdsEmbeddedLock: boolean | null;
                            schemaVersion: string | null;
                            /** @enum {string} */
                            status: "ok" | "unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/onsites/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * onsite events, a page at a time (newest first; upcoming: soonest first)
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    when?: "all" | "upcoming" | "past";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: {
                                /** @description YYYY-MM-DD, the event's day (as kept: a past day stays as it was) */
                                eventDate: string;
                                /** Format: int64 */
                                facilitatorCount: number;
                                /**
                                 * Format: int32
                                 * @description The hourly slot, 0 = 12:00 am … 23 = 11:00 pm
                                 */
                                hour: number;
                                /** Format: int32 */
                                id: number;
                                infoEmail: string;
                                /** @enum {string} */
                                kind: "onsite" | "signing";
                                title: string;
                                /** Format: int32 */
                                version: number;
                            }[];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a onsite event
         * @description eventDate today to 365 days ahead; hour 0-23 (the 24 hourly slots); 400 'Error saving changes' with the spec's messages per field (model.infoEmail, model.facilitators.0.email, …).
         *
         *     Claims: managecontent (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        comments?: {
                            line1: string;
                            /** @default  */
                            line2?: string;
                        }[];
                        /** @description YYYY-MM-DD, today to 365 days ahead (an unchanged past day is kept) */
                        eventDate: string;
                        /** @default [] */
                        facilitators?: {
                            email: string;
                            info: string;
                        }[];
                        /** Format: int32 */
                        hour: number;
                        infoEmail: string;
                        /** @default  */
                        title?: string;
                        /**
                         * Format: int32
                         * @description Required on PUT: the version read
                         */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentEvent"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/onsites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One onsite event with its facilitators, comments and picture
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentEvent"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Change a onsite event with the version read (stale → 409)
         * @description An unchanged event date is kept even when it has passed; a new one must be in the window.
         *
         *     Claims: managecontent (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        comments?: {
                            line1: string;
                            /** @default  */
                            line2?: string;
                        }[];
                        /** @description YYYY-MM-DD, today to 365 days ahead (an unchanged past day is kept) */
                        eventDate: string;
                        /** @default [] */
                        facilitators?: {
                            email: string;
                            info: string;
                        }[];
                        /** Format: int32 */
                        hour: number;
                        infoEmail: string;
                        /** @default  */
                        title?: string;
                        /**
                         * Format: int32
                         * @description Required on PUT: the version read
                         */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentEvent"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete a onsite event and its picture
         * @description Claims: managecontent (any one).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/onsites/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a onsite event's picture; ?version= the version read (stale → 409)
         * @description Claims: managecontent (any one).
         */
        delete: {
            parameters: {
                query?: {
                    version?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imageUrl: string | null;
                            path: string;
                            /**
                             * Format: int32
                             * @description The record's version after the change
                             */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/onsites/checklogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the session may use the onsite event screens (the list's login check, §4)
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order summary: order, tiers, comics, customer, address, transactions, balance
         * @description Any signed-in worker.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: {
                                city: string;
                                /** @enum {string} */
                                country: "US" | "CA";
                                /** Format: int32 */
                                id: number;
                                line1: string;
                                line2: string | null;
                                stateProvince: string;
                                /** Format: int32 */
                                userId: number;
                                zipPostal: string;
                            } | null;
                            /** @description Currency amount, two decimals (integer cents inside) */
                            balance: number;
                            comics: {
                                artwork: boolean;
                                category: string | null;
                                displayYear: string | null;
                                grade: number | null;
                                hasImage: boolean;
                                hasImageSP: boolean;
                                id: string;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                insured: number;
                                isSlab: boolean;
                                issue: string | null;
                                isWitnessedSignature: boolean;
                                partialGrade: boolean;
                                /** Format: int64 */
                                press: number;
                                pressed: boolean;
                                pressFailed: boolean;
                                publisher: string | null;
                                reject: boolean;
                                scanned: boolean;
                                /** Format: int64 */
                                signatureCount: number;
                                status: string;
                                tierId: string;
                                tierLabel: string | null;
                                title: string;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                total: number;
                                uniqueId: string;
                                updatedStatus: string | null;
                                variant: string | null;
                            }[];
                            customer: {
                                addresses: {
                                    city: string;
                                    /** @enum {string} */
                                    country: "US" | "CA";
                                    /** Format: int32 */
                                    id: number;
                                    line1: string;
                                    line2: string | null;
                                    stateProvince: string;
                                    /** Format: int32 */
                                    userId: number;
                                    zipPostal: string;
                                }[];
                                /** @enum {string} */
                                country: "US" | "CA";
                                dealerDiscounts: {
                                    grading: number;
                                    pressing: number;
                                    vsp: number;
                                } | null;
                                defaultRepCode: string | null;
                                email: string;
                                /** Format: int32 */
                                id: number;
                                /** @description Membership level, e.g. Basic, Premium, Dealer */
                                level: string;
                                name: string;
                                phone: string | null;
                                shippingAccounts: {
                                    accountNumber: string;
                                    /** @enum {string} */
                                    carrier: "FedEx" | "UPS" | "DHL";
                                }[];
                            };
                            order: {
                                /** Format: int32 */
                                addressId: number | null;
                                arDescription: string | null;
                                /** @description Amount still owed; negative = credit */
                                balance: number;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                baseTotal: number;
                                billingExplanation: string | null;
                                /** @enum {string} */
                                collectibleType: "Comic" | "Magazine" | "Manga";
                                /** Format: int64 */
                                count: number;
                                /** @enum {string} */
                                countryCode: "US" | "CA";
                                /** @enum {string} */
                                currency: "$" | "CA$";
                                date: string;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                discount: number;
                                dropOffId: string | null;
                                dropOffName: string | null;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                dropOffValue: number;
                                /** @description Calendar date YYYY-MM-DD (UTC) */
                                dueDate: string | null;
                                externalId: string | null;
                                /** Format: int64 */
                                fastPassValue: number;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                grandTotal: number;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                handling: number;
                                id: string;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                insurance: number;
                                isAR: boolean;
                                isFastPass: boolean;
                                isGradingPressScreen: boolean;
                                isInsurance: boolean;
                                level: string;
                                /** @enum {string|null} */
                                mangaType: "Tankobon" | "Zasshi" | null;
                                missingComic: string | null;
                                noAutoCharge: boolean;
                                origin: string | null;
                                paidDetail: {
                                    /** @description Currency amount, two decimals (integer cents inside) */
                                    amt: number;
                                    desc: string;
                                    id: string;
                                }[];
                                promoCode: string | null;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                promoDiscount: number;
                                /** @description Shipping rate name */
                                rate: string | null;
                                receivedDate: string | null;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                refundable: number;
                                repCode: string | null;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                rewards: number;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                sh: number;
                                shippingAccount: string | null;
                                /**
                                 * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                                 * @enum {string}
                                 */
                                status: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                                /** @description Currency amount, two decimals (integer cents inside) */
                                taxes: number;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                total: number;
                                trackingNumber: string | null;
                                /** Format: int32 */
                                userId: number;
                                /** Format: int32 */
                                version: number;
                            };
                            statement: {
                                /** @description Taxes, fees and credits since, and what a cancellation no longer asks for */
                                adjustments: {
                                    /** @description Signed: a discount, a credit or a refund is negative */
                                    amount: number;
                                    /** @description When it was recorded; null for the grand total's parts and payments at submission */
                                    at: string | null;
                                    label: string;
                                    /**
                                     * Format: int64
                                     * @description The transaction it comes from, if any
                                     */
                                    transactionId: number | null;
                                }[];
                                /** @description The stored balance */
                                balance: number;
                                /**
                                 * Format: int64
                                 * @description Payments at submission plus recorded transactions
                                 */
                                entryCount: number;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                grandTotal: number;
                                /** @description Workflow §9: total less discount, rewards, promo, plus drop-off, shipping, handling, insurance */
                                grandTotalParts: {
                                    /** @description Signed: a discount, a credit or a refund is negative */
                                    amount: number;
                                    /** @description When it was recorded; null for the grand total's parts and payments at submission */
                                    at: string | null;
                                    label: string;
                                    /**
                                     * Format: int64
                                     * @description The transaction it comes from, if any
                                     */
                                    transactionId: number | null;
                                }[];
                                /** @description Stored grand total less the sum of its parts; 0 when they add up */
                                grandTotalUnreconciled: number;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                paid: number;
                                payments: {
                                    /** @description Signed: a discount, a credit or a refund is negative */
                                    amount: number;
                                    /** @description When it was recorded; null for the grand total's parts and payments at submission */
                                    at: string | null;
                                    /** @enum {string} */
                                    kind: "atSubmission" | "payment" | "accountsReceivable" | "refund";
                                    label: string;
                                    /**
                                     * Format: int64
                                     * @description The transaction it comes from, if any
                                     */
                                    transactionId: number | null;
                                }[];
                                /** @description What is owed: grand total plus adjustments */
                                total: number;
                                /** @description Stored balance less (total − paid); 0 when the statement adds up */
                                unreconciled: number;
                            };
                            tiers: {
                                /** Format: int64 */
                                count: number;
                                /** Format: int64 */
                                days: number;
                                /** Format: int64 */
                                daysLeft: number | null;
                                /** @description Calendar date YYYY-MM-DD (UTC) */
                                dueDate: string | null;
                                /**
                                 * Format: int64
                                 * @description Fast-pass code 0..4
                                 */
                                fastPass: number;
                                id: string;
                                isGradingPressScreen: boolean;
                                isRejected: boolean;
                                labelsVerified: boolean;
                                missingReason: string | null;
                                orderId: string;
                                /**
                                 * Format: int64
                                 * @description 0 none .. 3
                                 */
                                press: number;
                                /**
                                 * Format: int64
                                 * @description Comics scanned at the current station
                                 */
                                processed: number;
                                /**
                                 * Format: int64
                                 * @description Percent processed at the current station
                                 */
                                progress: number;
                                /** @description Per-comic rate */
                                rate: number;
                                /** @description Stations this tier has been routed to so far */
                                routedThrough: ("ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping")[];
                                services: {
                                    [key: string]: boolean;
                                };
                                /** @description The shelf the tier sits on (A-1-B), null when on none */
                                shelfId: string | null;
                                /**
                                 * @description Tier status, in route order
                                 * @enum {string}
                                 */
                                status: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping";
                                trackingNumber: string | null;
                            }[];
                            transactions: {
                                /** @description Currency amount, two decimals (integer cents inside) */
                                amount: number;
                                authId: string | null;
                                authPaymentId: string | null;
                                /** @enum {string} */
                                country: "US" | "CA";
                                createdAt: string;
                                createdBy: string | null;
                                description: string | null;
                                /**
                                 * Format: int64
                                 * @description A transaction (a bigint column)
                                 */
                                id: number;
                                isFee: boolean;
                                isRefund: boolean;
                                isVoid: boolean;
                                orderCurrency: string;
                                orderId: string;
                                refId: string | null;
                                success: boolean;
                                /** @enum {string} */
                                transType: "FEE" | "CREDIT" | "AR" | "CLOVER" | "CASH" | "CHECK" | "MONEYORDER" | "CHARGE";
                                /** Format: int32 */
                                userId: number;
                            }[];
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Update the fields a worker may edit (AR needs billing or admin and a nonzero balance)
         * @description Any signed-in worker.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: int32 */
                        addressId?: number | null;
                        arDescription?: string | null;
                        externalId?: string | null;
                        /** @description Needs billing or admin and a nonzero balance */
                        isAR?: boolean;
                        noAutoCharge?: boolean;
                        origin?: string | null;
                        repCode?: string | null;
                        /** @description Carrier and account number: FedEx 9, UPS 6, DHL 9 letters or digits (FedEx 123456789) */
                        shippingAccount?: string | null;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete billing → Shipping, ShipToCanada or ReadyForPickUp (a balance needs an explanation)
         * @description Claims: billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        explanation?: string;
                        /** @description Client-generated unique key (e.g. a UUID); a repeat returns the first result */
                        idempotencyKey?: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/bulkvsp/{tier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a bulk approve or disapprove of the tier would change, at the order's version
         * @description The tier's comics with their undecided VSP and VSPP signatures (those a bulk verdict changes; approved or disapproved ones are kept), the counts the verdict's log line will record, and `blocker` when there is nothing to change. Send `version` back with the verdict: if the order changed in between, it answers 409.
         *
         *     Claims: signature, billing (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                    /** @description Tier id (SO, SOF, …) */
                    tier: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Why there is nothing to change; null when there is */
                            blocker: string | null;
                            /** Format: int64 */
                            comicCount: number;
                            comics: {
                                /** @description Comic sequence (001) */
                                id: string;
                                signatures: {
                                    /** Format: int32 */
                                    id: number;
                                    name: string;
                                    /** @enum {string} */
                                    type: "ASP" | "VSP" | "VSPP";
                                }[];
                                /** @description Title and issue, as the tier list shows it */
                                title: string;
                                uniqueId: string;
                            }[];
                            /**
                             * Format: int64
                             * @description VSP/VSPP already approved or disapproved: left as they are
                             */
                            decidedCount: number;
                            /** Format: int64 */
                            signatureCount: number;
                            /**
                             * Format: int32
                             * @description Order version read by the client
                             */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/bulkvsp/{tier}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve the undecided VSP and VSPP signatures of every comic of a tier at Signature
         * @description Claims: signature, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                    /** @description Tier id (SO, SOF, …) */
                    tier: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required to disapprove ('Please enter a comment for the disapproval.') */
                        comment?: string | null;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/bulkvsp/{tier}/disapprove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disapprove the undecided VSP and VSPP signatures of every comic of a tier at Signature (needs a comment)
         * @description Claims: signature, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                    /** @description Tier id (SO, SOF, …) */
                    tier: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required to disapprove ('Please enter a comment for the disapproval.') */
                        comment?: string | null;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/canadashipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ship to Canada (Canada address only)
         * @description Claims: shipping, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required for pickup: who collected the order */
                        collector?: {
                            /** @description The last 4 letters or digits of the ID (never the whole number) */
                            idLast4: string;
                            /** @description The kind of ID checked: Driver's license, State ID, Passport, … */
                            idType: string;
                            /** @description The name of the person collecting the order */
                            name: string;
                        };
                        /** @description Reason, required when items are missing */
                        message?: string;
                        /**
                         * @description Some items are missing
                         * @default false
                         */
                        missingComic?: boolean;
                        /** @description Required for shipping, not for pickup */
                        trackingNumber?: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel with a refund (refund claim) or a transfer to a replacement invoice; idempotent by key
         * @description Claims: refund, invoicing, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Client-generated unique key (e.g. a UUID); a repeat returns the first result */
                        idempotencyKey: string;
                        /** @enum {string} */
                        mode: "transfer" | "refund";
                        /** @description Replacement invoice id (transfer); must exist. The server answers the spec's messages */
                        newInvoiceId?: string;
                        reason?: string;
                        /** @description Defaults to everything paid (refund); at most what was paid */
                        refundAmount?: number;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/comic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a comic to a tier of the order (next sequence; at most 100 per order, the tier's count)
         * @description Claims: invoicing, addcomic, comics (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        collection?: string;
                        /** @description Title typed freely rather than from the lookup (forced for Zasshi) */
                        customTitle?: boolean;
                        /** @description The label's year when it differs from year */
                        displayYear?: string;
                        /** @description As typed: whole number (a string is read as typed, so the form's own message answers). Whole dollars; above 999999999 it is cleared to 0 (workflow §5) */
                        insured?: string | number;
                        issue?: string;
                        /**
                         * @description Required on manga books
                         * @enum {string}
                         */
                        mangaLabelCode?: "" | "CB" | "HR" | "LP" | "RB" | "SL" | "PF";
                        monthQuarter?: string;
                        multiYear?: boolean;
                        /** @description The book has no publisher: publisher is cleared */
                        noPublisher?: boolean;
                        /** @description The book has no year: year is cleared */
                        noYear?: boolean;
                        personalCollection?: boolean;
                        publisher?: string;
                        /** @description As typed: whole number (a string is read as typed, so the form's own message answers) */
                        quantity?: string | number;
                        /** @description The tier the comic is added to; it must still have room */
                        tierId: string;
                        title?: string;
                        uniqueDetail?: string;
                        variant?: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                        /** @description `1963`, or `1963-1965` with multiYear */
                        year?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Three-digit sequence within the order, zero-padded (`007`) */
                            comicId: string;
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** @description `{orderId}-{comicId}`, the certification number */
                            uniqueId: string;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/comic/{comicId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One comic (sequence 001 or unique id)
         * @description Any signed-in worker.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    comicId: string;
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            artists: string[];
                            artwork: boolean;
                            backLabels: string[];
                            /** @description Currency amount, two decimals (integer cents inside) */
                            baseTotal: number;
                            category: string | null;
                            /** @enum {string} */
                            collectibleType: "Comic" | "Magazine" | "Manga";
                            collection: string | null;
                            customTitle: boolean;
                            /** Format: int64 */
                            days: number;
                            displayYear: string | null;
                            /** Format: int64 */
                            fastPass: number;
                            /** Format: int64 */
                            fastPassValue: number;
                            featured: boolean;
                            grade: number | null;
                            gradeScreen: number | null;
                            hasImage: boolean;
                            hasImageSP: boolean;
                            id: string;
                            image: boolean;
                            /** @description Currency amount, two decimals (integer cents inside) */
                            insured: number;
                            international: boolean;
                            isSlab: boolean;
                            issue: string | null;
                            isWitnessedSignature: boolean;
                            keyComments: string[];
                            looksBetter: boolean;
                            mangaLabelCode: string | null;
                            /** @enum {string|null} */
                            mangaType: "Tankobon" | "Zasshi" | null;
                            monthQuarter: string | null;
                            multiYear: boolean;
                            noPublisher: boolean;
                            notes: {
                                author: string;
                                date: string;
                                description: string;
                            }[];
                            noYear: boolean;
                            orderId: string;
                            pageQuality: string | null;
                            partialGrade: boolean;
                            personalCollection: boolean;
                            /** Format: int64 */
                            press: number;
                            pressed: boolean;
                            pressFailed: boolean;
                            pressScreen: boolean;
                            publisher: string | null;
                            /** Format: int64 */
                            quantity: number;
                            reholder: boolean;
                            reholderId: string | null;
                            reject: boolean;
                            /** Format: int64 */
                            rejectFees: number | null;
                            restoration: string | null;
                            scanned: boolean;
                            /** Format: int64 */
                            signatureCount: number;
                            signatures: {
                                /** @description Calendar date YYYY-MM-DD (UTC) */
                                date: string | null;
                                description: string | null;
                                /** Format: int32 */
                                id: number;
                                label: string | null;
                                name: string;
                                processInvalid: boolean;
                                /** @enum {string} */
                                type: "ASP" | "VSP" | "VSPP";
                                valid: boolean;
                            }[];
                            signees: {
                                line1: string;
                                line2: string | null;
                            }[];
                            status: string;
                            tierId: string;
                            tierLabel: string | null;
                            title: string;
                            /** @description Currency amount, two decimals (integer cents inside) */
                            total: number;
                            uniqueDetail: string | null;
                            uniqueId: string;
                            updatedStatus: string | null;
                            variant: string | null;
                            year: string | null;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Edit a comic's own details (title, issue, year, publisher, insured, …); logs what changed
         * @description Claims: imaging, signature, pressing, pregrade, grade, finalize, labels, heatseal, slab, qc, shipping, billing, invoicing, addcomic, comics (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Comic id: `001`, `SO-001` (tier code and sequence) or `26-0A12345-001` */
                    comicId: string;
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        collection?: string;
                        /** @description Title typed freely rather than from the lookup (forced for Zasshi) */
                        customTitle?: boolean;
                        /** @description The label's year when it differs from year */
                        displayYear?: string;
                        /** @description As typed: whole number (a string is read as typed, so the form's own message answers). Whole dollars; above 999999999 it is cleared to 0 (workflow §5) */
                        insured?: string | number;
                        issue?: string;
                        /**
                         * @description Required on manga books
                         * @enum {string}
                         */
                        mangaLabelCode?: "" | "CB" | "HR" | "LP" | "RB" | "SL" | "PF";
                        monthQuarter?: string;
                        multiYear?: boolean;
                        /** @description The book has no publisher: publisher is cleared */
                        noPublisher?: boolean;
                        /** @description The book has no year: year is cleared */
                        noYear?: boolean;
                        personalCollection?: boolean;
                        publisher?: string;
                        /** @description As typed: whole number (a string is read as typed, so the form's own message answers) */
                        quantity?: string | number;
                        title?: string;
                        uniqueDetail?: string;
                        variant?: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                        /** @description `1963`, or `1963-1965` with multiYear */
                        year?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Three-digit sequence within the order, zero-padded (`007`) */
                            comicId: string;
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** @description `{orderId}-{comicId}`, the certification number */
                            uniqueId: string;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/comic/{comicId}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a comic from an order at Add comic or Invoicing (confirmed in the browser); logged
         * @description Claims: invoicing, addcomic, comics (any one).
         */
        delete: {
            parameters: {
                query: {
                    /** @description Order version read by the client */
                    version: number;
                };
                header?: never;
                path: {
                    /** @description Comic id: `001`, `SO-001` (tier code and sequence) or `26-0A12345-001` */
                    comicId: string;
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Three-digit sequence within the order, zero-padded (`007`) */
                            comicId: string;
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** @description `{orderId}-{comicId}`, the certification number */
                            uniqueId: string;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/comic/{comicId}/grade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a comic's grade (reject, raw grade, toggles, signees, lists); category is derived
         * @description Claims: grade, pregrade, finalize (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Comic sequence (001) or unique id (26-0A12345-001) */
                    comicId: string;
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        artists?: string[];
                        /** @default false */
                        artwork?: boolean;
                        /** @default [] */
                        backLabels?: string[];
                        /**
                         * @description The worker chose to continue after 'Grade {n} is below the grade screen of {m}'
                         * @default false
                         */
                        confirmBelowScreen?: boolean;
                        /** @description On the scale 0.5–10.0; null with reject or raw grade */
                        grade: number | null;
                        /** @default false */
                        isSlab?: boolean;
                        /** @default false */
                        isWitnessedSignature?: boolean;
                        /** @default [] */
                        keyComments?: string[];
                        /** @default false */
                        looksBetter?: boolean;
                        /**
                         * @description One of CB, HR, LP, RB, SL, PF (the label stock it prints on); "" or null for none
                         * @default null
                         * @enum {string|null}
                         */
                        mangaLabelCode?: "" | "CB" | "HR" | "LP" | "RB" | "SL" | "PF" | null;
                        /**
                         * @description Added to the comic's notes when not empty
                         * @default null
                         */
                        note?: string | null;
                        /** @default null */
                        pageQuality?: string | null;
                        /**
                         * @description Raw grade: clears grading fields, keeps category and signees
                         * @default false
                         */
                        partialGrade?: boolean;
                        /**
                         * Format: int32
                         * @description 0 to 3; omitted, or a cleaning code (9) the comic already has, keeps the comic's
                         */
                        press?: number;
                        /** @default false */
                        reject?: boolean;
                        /**
                         * @description As typed: whole dollars, at most 2 digits
                         * @default null
                         */
                        rejectFees?: string | null;
                        /** @default null */
                        restoration?: string | null;
                        /** @default [] */
                        signees?: {
                            line1: string;
                            /** @default null */
                            line2?: string | null;
                        }[];
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/comic/{comicId}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A comic's pictures, each with a short-lived signed address to show it
         * @description Any signed-in worker.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Comic sequence `001` or its unique id */
                    comicId: string;
                    /** @description Order id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComicImages"];
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/comic/{comicId}/images/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an uploaded picture: its size (50 MB) and its header (a readable JPEG or PNG, decoded from its content) are checked, then hasImage (cover) or hasImageSP (sp1..sp4) is set and the upload logged
         * @description Claims: imaging, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Comic sequence `001` or its unique id */
                    comicId: string;
                    /** @description Order id */
                    id: string;
                    /** @description cover (Imaging) or sp1..sp4 (ImagingSP) */
                    kind: "cover" | "sp1" | "sp2" | "sp3" | "sp4";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/comic/{comicId}/signatures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a comic's signature rows (add, edit, remove; at most 24) at the Signature station; the category is derived again
         * @description Claims: signature, billing (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Comic sequence (001) or unique id (26-0A12345-001) */
                    comicId: string;
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        signatures: {
                            /**
                             * @description ASP is dated today when left empty
                             * @default null
                             */
                            date?: string | null;
                            /** @default null */
                            description?: string | null;
                            /**
                             * Format: int32
                             * @description A stored signature of this comic; omitted for a new row
                             */
                            id?: number;
                            name: string;
                            /**
                             * @description Verification failed; needs a description
                             * @default false
                             */
                            processInvalid?: boolean;
                            /**
                             * @description Delete this stored row
                             * @default false
                             */
                            remove?: boolean;
                            /**
                             * @description ASP Authentic, VSP Verified, VSPP Verified Plus
                             * @enum {string}
                             */
                            type: "ASP" | "VSP" | "VSPP";
                            /**
                             * @description ASP is always valid; a new or re-typed VSP/VSPP starts invalid
                             * @default false
                             */
                            valid?: boolean;
                        }[];
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/comic/{comicId}/vsp/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a comic's VSP and VSPP signatures (valid, dated today when undated)
         * @description Claims: signature, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Comic sequence (001) or unique id (26-0A12345-001) */
                    comicId: string;
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required to disapprove ('Please enter a comment for the disapproval.') */
                        comment?: string | null;
                        /** @description Disapproval: signature id → its own description; the comment describes the others */
                        descriptions?: {
                            [key: string]: string;
                        };
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/comic/{comicId}/vsp/disapprove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disapprove a comic's VSP and VSPP signatures (needs a comment; each failed one is described)
         * @description Claims: signature, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Comic sequence (001) or unique id (26-0A12345-001) */
                    comicId: string;
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required to disapprove ('Please enter a comment for the disapproval.') */
                        comment?: string | null;
                        /** @description Disapproval: signature id → its own description; the comment describes the others */
                        descriptions?: {
                            [key: string]: string;
                        };
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the fields a worker may edit (AR needs billing or admin and a nonzero balance)
         * @description Any signed-in worker.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: int32 */
                        addressId?: number | null;
                        arDescription?: string | null;
                        externalId?: string | null;
                        /** @description Needs billing or admin and a nonzero balance */
                        isAR?: boolean;
                        noAutoCharge?: boolean;
                        origin?: string | null;
                        repCode?: string | null;
                        /** @description Carrier and account number: FedEx 9, UPS 6, DHL 9 letters or digits (FedEx 123456789) */
                        shippingAccount?: string | null;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discard a Submitted order: it is cancelled as never received
         * @description Claims: receiving, comics, invoicing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            status: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's milestone e-mails in time order (entries of its log)
         * @description Claims: worker, user, receiving, comics, invoicing (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rows: components["schemas"]["MilestoneEmail"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/escalate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Escalate: due date today (admin)
         * @description Claims: admin (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/fastpass/{value}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a tier's fast pass (0..4); the added charge is a FEE transaction
         * @description Claims: pregrade, finalize (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                    id: string;
                    value: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Tier id within the order: tier code plus optional fast-pass letter (SO, SOF, 2DE) */
                        tierId: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice of an Invoicing order: summary, customer, add-on counters, tier rows
         * @description Amounts are integer cents. Only for an order in Invoicing (400 otherwise). A row's insured value is its stored one, or the sum of its comics' when none is stored.
         *
         *     Claims: invoicing (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            addons: {
                                /** Format: int32 */
                                aspComicsCount: number;
                                /** Format: int32 */
                                vsppPrimaryComicsCount: number;
                                /** Format: int32 */
                                vspPrimaryComicsCount: number;
                                /** Format: int32 */
                                vsppSecondryComicsCount: number;
                                /** Format: int32 */
                                vspSecondryComicsCount: number;
                            };
                            summary: {
                                /** Format: int32 */
                                addressId: number | null;
                                /** Format: int64 */
                                amountDue: number;
                                /** Format: int64 */
                                baseTotal: number;
                                /**
                                 * Format: int64
                                 * @description Catalog version the server prices the invoice on
                                 */
                                catalogVersion: number;
                                /** @enum {string} */
                                collectibleType: "Comic" | "Magazine" | "Manga";
                                /** Format: int64 */
                                count: number;
                                /** @enum {string} */
                                countryCode: "US" | "CA";
                                /** @enum {string} */
                                currency: "$" | "CA$";
                                /** Format: int64 */
                                discount: number;
                                /**
                                 * Format: int64
                                 * @description Drop-off charge of the order, cents (priced into the total)
                                 */
                                dropOffValue: number;
                                /** Format: int64 */
                                grandTotal: number;
                                /** Format: int64 */
                                handling: number;
                                id: string;
                                /** Format: int64 */
                                insurance: number;
                                /**
                                 * Format: int64
                                 * @description Integer cents
                                 */
                                insured: number;
                                /** @description The submission chose the grading press screen (§9, priced at 5 or more comics) */
                                isGradingPressScreen: boolean;
                                isInsurance: boolean;
                                level: string;
                                /** @enum {string|null} */
                                mangaType: "Tankobon" | "Zasshi" | null;
                                noAutoCharge: boolean;
                                /** @description YYYY-MM-DD */
                                orderDate: string;
                                origin: {
                                    id: string;
                                    title: string;
                                } | null;
                                paidDetail: {
                                    amt: number;
                                    desc: string;
                                    id: string;
                                }[];
                                /** @description The stored pay method (a live method of the customer, or check / cash); null when none or gone */
                                payMethodId: (number | ("check" | "cash")) | null;
                                promoCode: string | null;
                                /** Format: int64 */
                                promoDiscount: number;
                                rateId: string | null;
                                /** @description YYYY-MM-DD */
                                receivedDate: string | null;
                                repCode: string | null;
                                /**
                                 * Format: int64
                                 * @description Integer cents
                                 */
                                rewards: number;
                                /** Format: int64 */
                                sh: number;
                                shippingAccount: string | null;
                                /**
                                 * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                                 * @enum {string}
                                 */
                                status: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                                /** Format: int64 */
                                taxes: number;
                                /** Format: int32 */
                                userId: number;
                                /** Format: int32 */
                                version: number;
                            };
                            tiers: {
                                /** Format: int32 */
                                count: number;
                                /**
                                 * @description Fast-pass level of the row's comics: 0 none, 1 Fast Pass, 2 Express, 3 Express Plus, 4 Super Express, 5 Priority, 6 Express
                                 * @enum {number}
                                 */
                                fastPass: 0 | 1 | 2 | 3 | 4 | 5 | 6;
                                id: string;
                                /** Format: int32 */
                                imageCount: number;
                                /**
                                 * Format: int64
                                 * @description Declared value of the whole row, cents (whole dollars)
                                 */
                                insured: number;
                                /** Format: int32 */
                                internationalCount: number;
                                label: string;
                                /** Format: int32 */
                                originalArtworkCount: number;
                                /**
                                 * @description 0 none, 1 pressing, 2 fast press
                                 * @enum {number}
                                 */
                                press: 0 | 1 | 2;
                                /** Format: int32 */
                                pressCount: number;
                                /** Format: int32 */
                                pressScreenCount: number;
                                /** Format: int32 */
                                processingCount: number;
                                /** Format: int32 */
                                rawGradeCount: number;
                                /** Format: int32 */
                                rawGradeScreeningBoth: number;
                                /** Format: int32 */
                                screeningCount: number;
                                /** Format: int32 */
                                slabOnlyCount: number;
                            }[];
                            userInfo: {
                                /** @description Percents of a dealer's own discounts; null = the catalog defaults */
                                dealerDiscounts: {
                                    grading: number;
                                    pressing: number;
                                    vsp: number;
                                } | null;
                                email: string;
                                /** Format: int32 */
                                id: number;
                                isWelcomePromo: boolean;
                                level: string;
                                name: string;
                                /**
                                 * Format: int64
                                 * @description Rewards left to the customer, not counting this order's
                                 */
                                rewardsAvailable: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Save the invoice: rows, add-on counts and order choices; the server re-prices it
         * @description Every invoice-row rule (§5) answers 400 with its text. `expected` must equal the server's grandTotal and taxes, else 400 'Please verify submitted data' and nothing is saved. A stale version answers 409.
         *
         *     Claims: invoicing (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        addons: {
                            /** Format: int32 */
                            aspComicsCount: number;
                            /** Format: int32 */
                            vsppPrimaryComicsCount: number;
                            /** Format: int32 */
                            vspPrimaryComicsCount: number;
                            /** Format: int32 */
                            vsppSecondryComicsCount: number;
                            /** Format: int32 */
                            vspSecondryComicsCount: number;
                        };
                        /** Format: int32 */
                        addressId: number | null;
                        /** @description What the screen showed; a different computation answers 'Please verify submitted data' */
                        expected: {
                            /** Format: int64 */
                            grandTotal: number;
                            /**
                             * Format: int64
                             * @description Integer cents
                             */
                            taxes: number;
                        };
                        isInsurance: boolean;
                        origin: {
                            id: string;
                            title: string;
                        } | null;
                        payMethodId: (number | ("check" | "cash")) | null;
                        promoCode: string | null;
                        rateId: string | null;
                        /** @description Calendar date YYYY-MM-DD (UTC) */
                        receivedDate: string;
                        repCode: string | null;
                        /**
                         * Format: int64
                         * @description Rewards the invoicer applies, cents
                         */
                        rewards: number;
                        /** @description At most 10 rows: more answers 'Maximum tier limit reached' (the domain's rule) */
                        tiers: {
                            /** Format: int32 */
                            count: number;
                            /**
                             * @description Fast-pass level of the row's comics: 0 none, 1 Fast Pass, 2 Express, 3 Express Plus, 4 Super Express, 5 Priority, 6 Express
                             * @enum {number}
                             */
                            fastPass: 0 | 1 | 2 | 3 | 4 | 5 | 6;
                            id: string;
                            /** Format: int32 */
                            imageCount: number;
                            /**
                             * Format: int64
                             * @description Declared value of the whole row, cents (whole dollars)
                             */
                            insured: number;
                            /** Format: int32 */
                            internationalCount: number;
                            label: string;
                            /** Format: int32 */
                            originalArtworkCount: number;
                            /**
                             * @description 0 none, 1 pressing, 2 fast press
                             * @enum {number}
                             */
                            press: 0 | 1 | 2;
                            /** Format: int32 */
                            pressCount: number;
                            /** Format: int32 */
                            pressScreenCount: number;
                            /** Format: int32 */
                            processingCount: number;
                            /** Format: int32 */
                            rawGradeCount: number;
                            /** Format: int32 */
                            rawGradeScreeningBoth: number;
                            /** Format: int32 */
                            screeningCount: number;
                            /** Format: int32 */
                            slabOnlyCount: number;
                        }[];
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            amountDue: number;
                            /** Format: int64 */
                            count: number;
                            /** Format: int64 */
                            grandTotal: number;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            status: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            /** Format: int64 */
                            taxes: number;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/invoice/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete the saved invoice: Invoicing → AddComic (pre-receiving)
         * @description Needs canCheckout (§4): valid rows, a shipping address, a rate, a pay method and an origin, and a promo code that still applies.
         *
         *     Claims: invoicing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        payMethodId: (number | ("check" | "cash")) | null;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            amountDue: number;
                            /** Format: int64 */
                            count: number;
                            /** Format: int64 */
                            grandTotal: number;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            status: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            /** Format: int64 */
                            taxes: number;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order log
         * @description Any signed-in worker.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: string;
                            comicId: string | null;
                            date: string;
                            description: string;
                            fromStatus: string | null;
                            /** Format: int64 */
                            id: number;
                            orderId: string;
                            tierId: string | null;
                            toStatus: string | null;
                            /** @description Comment, Status, Tier, Scan, Transaction, Update, … */
                            type: string;
                        }[];
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/movetoinvoicing/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Back to invoicing
         * @description Claims: invoicing (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/packing-slip.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The packing slip / submission form as a PDF, the order id as a Code 128 barcode
         * @description Claims: receiving, comics, invoicing (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application/pdf answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's payments with what each has left to refund and whether it can be voided
         * @description Claims: invoicing, billing, refund (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Currency amount, two decimals (integer cents inside) */
                            balance: number;
                            orderId: string;
                            payments: {
                                /** @description Currency amount, two decimals (integer cents inside) */
                                amount: number;
                                /** @description A gateway charge: the refund goes back to the card or account */
                                canRefundAtGateway: boolean;
                                /** @description A gateway charge not yet settled and not refunded */
                                canVoid: boolean;
                                createdAt: string;
                                description: string | null;
                                isVoided: boolean;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                refundable: number;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                refunded: number;
                                /** Format: int64 */
                                transactionId: number;
                                transType: string;
                            }[];
                            /** @description Currency amount, two decimals (integer cents inside) */
                            refundable: number;
                            /** Format: int32 */
                            userId: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Customer picked the order up (≥1 scanned, reason for missing items)
         * @description Claims: shipping, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required for pickup: who collected the order */
                        collector?: {
                            /** @description The last 4 letters or digits of the ID (never the whole number) */
                            idLast4: string;
                            /** @description The kind of ID checked: Driver's license, State ID, Passport, … */
                            idType: string;
                            /** @description The name of the person collecting the order */
                            name: string;
                        };
                        /** @description Reason, required when items are missing */
                        message?: string;
                        /**
                         * @description Some items are missing
                         * @default false
                         */
                        missingComic?: boolean;
                        /** @description Required for shipping, not for pickup */
                        trackingNumber?: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/prereceive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pre-receiving page: tiers with their comic and insured balances, the saved comics
         * @description Claims: invoicing, addcomic, comics (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            addOnCounts: {
                                /** Format: int32 */
                                aspComicsCount?: number;
                                /** Format: int32 */
                                vsppPrimaryComicsCount?: number;
                                /** Format: int32 */
                                vspPrimaryComicsCount?: number;
                                /** Format: int32 */
                                vsppSecondryComicsCount?: number;
                                /** Format: int32 */
                                vspSecondryComicsCount?: number;
                            };
                            /** @enum {number} */
                            checkoutEligible: 0 | 1;
                            collectibleType: string;
                            comics: {
                                gradeScreen: boolean;
                                id: string;
                                image: boolean;
                                /**
                                 * Format: int64
                                 * @description Insured per copy, cents
                                 */
                                insured: number;
                                international: boolean;
                                issue: string;
                                originalArt: boolean;
                                press: boolean;
                                pressScreen: boolean;
                                publisher: string;
                                /** Format: int32 */
                                quantity: number;
                                rawGrade: boolean;
                                reholder: boolean;
                                /** @description The 14-character id of the comic reholdered */
                                reholderId: string | null;
                                signatures: {
                                    label: string;
                                    /** @enum {string} */
                                    type: "ASP" | "VSP" | "VSPP";
                                }[];
                                slabOnly: boolean;
                                status: string;
                                tierId: string;
                                title: string;
                                uniqueId: string;
                                variant: string;
                                year: string;
                            }[];
                            countryCode: string;
                            customerName: string;
                            id: string;
                            mangaType: string | null;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            status: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tiers: {
                                /** Format: int64 */
                                count: number;
                                /** Format: int64 */
                                days: number;
                                id: string;
                                /**
                                 * Format: int64
                                 * @description Declared insured value of the whole tier, cents; 0 = not declared
                                 */
                                insured: number;
                                insuredRange: {
                                    /** Format: int64 */
                                    max: number;
                                    /** Format: int64 */
                                    min: number;
                                } | null;
                                invoiceCounts: {
                                    [key: string]: number;
                                };
                                label: string;
                                /** Format: int64 */
                                remainingComics: number;
                                /** Format: int64 */
                                remainingInsured: number | null;
                                status: string;
                            }[];
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/pressingfail/{tier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark comics whose pressing failed (default: every scanned comic of the tier)
         * @description Claims: pressing, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                    tier: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Comics of the tier (`001`) */
                        comicIds?: string[];
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The receipt print job for the local printer service
         * @description What the browser posts to the printer service on the worker's machine (its address: GET /api/payments/config receiptPrinterUrl): name, email, orderId, tiers (id, name, count), timestamp (now, ISO), level, count.
         *
         *     Any signed-in worker.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            count: number;
                            email: string;
                            level: string;
                            name: string;
                            orderId: string;
                            tiers: {
                                /** Format: int64 */
                                count: number;
                                id: string;
                                name: string;
                            }[];
                            timestamp: string;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's receipt, or one payment's, as a PDF (application/pdf, shown inline)
         * @description The order receipt: customer name and e-mail, order id and date, tiers with their counts, the money statement of the order summary (charges, total, every payment, refund and void, paid, balance) in the order's currency ('CA$' for CA, else '$'); times on the lab's clock (GET /api/settings/timezone), the zone named. With `transactionId`: that payment with the refunds or voids that concern it and the order's totals; a transaction that is not a payment of this order answers 404.
         *
         *     Any signed-in worker.
         */
        get: {
            parameters: {
                query?: {
                    /** @description One payment's receipt (a payment, refund or void of this order); else the whole order's */
                    transactionId?: number;
                };
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application/pdf answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/receiving": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The receiving check of an order: declared tiers against the counts and note saved
         * @description Claims: receiving, comics, invoicing (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Books counted per tier id */
                            counts: {
                                [key: string]: number;
                            };
                            customer: {
                                email: string;
                                /** Format: int32 */
                                id: number;
                                name: string;
                            };
                            note: string | null;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            status: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tiers: {
                                /**
                                 * Format: int32
                                 * @description Books the customer declared
                                 */
                                count: number;
                                id: string;
                                /**
                                 * Format: int64
                                 * @description Declared insured value of the tier, cents
                                 */
                                insured: number;
                                label: string | null;
                            }[];
                            updatedAt: string | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Save the counts and note; with complete: true the order moves Submitted → Invoicing
         * @description Only for a Submitted order (400 otherwise); a stale version answers 409. Completing logs 'Receiving completed' and sets the received date to today when none is set.
         *
         *     Claims: receiving, comics, invoicing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        complete?: boolean;
                        counts: {
                            [key: string]: number;
                        };
                        note?: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            status: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/redo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send comics back to be reworked at their tier's current station (logged)
         * @description Each comic is unscanned, its tier's processed count lowered when it was scanned, and its updatedStatus cleared (a Finalize grader sees grading again). Needs the station claim of each comic's tier and a reason ('Please enter the reason for the redo.').
         *
         *     Claims: imaging, signature, pressing, pregrade, grade, finalize, labels, heatseal, slab, qc, shipping, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Comics of this order (`001` or unique id) */
                        comicIds: string[];
                        /** @description Why the work starts over; required, at most 1000 characters */
                        reason?: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/redo/{tier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a whole tier back to be reworked at its current station (logged)
         * @description Every comic of the tier is unscanned with its updatedStatus cleared and the tier's processed count is 0; the tier stays at its station. Needs the tier's station claim and a reason.
         *
         *     Claims: imaging, signature, pressing, pregrade, grade, finalize, labels, heatseal, slab, qc, shipping, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                    /** @description Tier id (SO, SOF, …) */
                    tier: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Why the work starts over; required, at most 1000 characters */
                        reason?: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/relabel/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Relabel one comic (x = its sequence, 001): a label-size PDF, logged on the order
         * @description 404 'Comic not found.'; with oldLabels, 404 when the comic's label was never printed.
         *
         *     Claims: labels (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345) */
                    id: string;
                    /** @description The comic's sequence (001); with /true the tier id (SO) */
                    x: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Print the text each label had when last printed
                         * @default false
                         */
                        oldLabels?: boolean;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LabelPdf"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/relabel/{x}/true": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Relabel a whole tier (x = the tier id, SO): sheets by label stock, logged on the order
         * @description 404 'Not a valid Tier Id' for a tier without comics.
         *
         *     Claims: labels (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345) */
                    id: string;
                    /** @description The comic's sequence (001); with /true the tier id (SO) */
                    x: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Print the text each label had when last printed
                         * @default false
                         */
                        oldLabels?: boolean;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LabelPdf"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/rollup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's comics and their state in one answer
         * @description The order (id, status, version), its tiers (status, count, processed) and every comic with its station, grade, category, flags, scan and image state and signature count.
         *
         *     Any signed-in worker.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description In sequence order */
                            comics: {
                                category: string | null;
                                grade: number | null;
                                hasImage: boolean;
                                hasImageSP: boolean;
                                /** @description Sequence within the order (001) */
                                id: string;
                                issue: string | null;
                                partialGrade: boolean;
                                pressFailed: boolean;
                                reject: boolean;
                                /** @description Scanned at the current station */
                                scanned: boolean;
                                /** Format: int64 */
                                signatureCount: number;
                                /** @description The station the comic is at (its tier's status) */
                                status: string;
                                tierId: string;
                                title: string;
                                /** @description The certification number (26-0A12345-001) */
                                uniqueId: string;
                            }[];
                            order: {
                                id: string;
                                /**
                                 * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                                 * @enum {string}
                                 */
                                status: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                                /** Format: int32 */
                                version: number;
                            };
                            tiers: {
                                /** Format: int64 */
                                count: number;
                                id: string;
                                labelsVerified: boolean;
                                /**
                                 * Format: int64
                                 * @description Comics scanned at the current station
                                 */
                                processed: number;
                                /**
                                 * @description Tier status, in route order
                                 * @enum {string}
                                 */
                                status: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping";
                            }[];
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/scan/comic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Scan a comic into a tier (or into the order at shipping when tierId is omitted)
         * @description Claims: imaging, signature, pressing, pregrade, grade, finalize, labels, heatseal, slab, qc, shipping, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        /** @description Tier id within the order: tier code plus optional fast-pass letter (SO, SOF, 2DE) */
                        tierId?: string | null;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/shipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ship the order (tracking number, ≥1 scanned, reason for missing items)
         * @description Claims: shipping, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required for pickup: who collected the order */
                        collector?: {
                            /** @description The last 4 letters or digits of the ID (never the whole number) */
                            idLast4: string;
                            /** @description The kind of ID checked: Driver's license, State ID, Passport, … */
                            idType: string;
                            /** @description The name of the person collecting the order */
                            name: string;
                        };
                        /** @description Reason, required when items are missing */
                        message?: string;
                        /**
                         * @description Some items are missing
                         * @default false
                         */
                        missingComic?: boolean;
                        /** @description Required for shipping, not for pickup */
                        trackingNumber?: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/skip/imagesp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Skip special imaging with a comment (tier goes to Signature)
         * @description Claims: imaging, signature, pressing, pregrade, grade, finalize, labels, heatseal, slab, qc, shipping, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required (the server answers the spec-style message) */
                        comment?: string;
                        /** @description Spec payload: the comment */
                        Description?: string;
                        /** @description Spec payload: the order (must match the path) */
                        OrderId?: string;
                        /**
                         * @description Spec payload: always 'ImagingSP'
                         * @enum {string}
                         */
                        Status?: "ImagingSP";
                        /** @description Tier id within the order: tier code plus optional fast-pass letter (SO, SOF, 2DE) */
                        tierId?: string;
                        /** @description Spec payload: the tier */
                        TierId?: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/tier/{tierId}/toggle-grade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Toggle a tier between PreGrade and Finalize
         * @description Claims: grade, pregrade, finalize, billing (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                    tierId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/tiers/{tierId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tier screen data: tier, comics, reject targets, next station
         * @description Any signed-in worker.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                    tierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            canComplete: boolean;
                            comics: {
                                artwork: boolean;
                                category: string | null;
                                displayYear: string | null;
                                grade: number | null;
                                hasImage: boolean;
                                hasImageSP: boolean;
                                id: string;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                insured: number;
                                isSlab: boolean;
                                issue: string | null;
                                isWitnessedSignature: boolean;
                                partialGrade: boolean;
                                /** Format: int64 */
                                press: number;
                                pressed: boolean;
                                pressFailed: boolean;
                                publisher: string | null;
                                reject: boolean;
                                scanned: boolean;
                                /** Format: int64 */
                                signatureCount: number;
                                status: string;
                                tierId: string;
                                tierLabel: string | null;
                                title: string;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                total: number;
                                uniqueId: string;
                                updatedStatus: string | null;
                                variant: string | null;
                            }[];
                            customerName: string;
                            gate: {
                                /** @description Every comic (or the tier) and what it lacks, uncapped */
                                blockers: string[];
                                /** @description One per comic, in the order of `comics` */
                                comics: {
                                    isDone: boolean;
                                    lacks: string[];
                                    /** @description The station's state of the comic: 'Graded 9.8', 'Raw', 'Pending' … */
                                    state: string;
                                    uniqueId: string;
                                }[];
                                /** @description What the station counts: 'Graded 4 of 12', 'Pictures 1 of 3' */
                                counter: string;
                                /** @description Why Complete is refused, the list capped at 10 comics; null when the tier may complete */
                                message: string | null;
                            };
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            nextStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            order: {
                                /** Format: int32 */
                                addressId: number | null;
                                arDescription: string | null;
                                /** @description Amount still owed; negative = credit */
                                balance: number;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                baseTotal: number;
                                billingExplanation: string | null;
                                /** @enum {string} */
                                collectibleType: "Comic" | "Magazine" | "Manga";
                                /** Format: int64 */
                                count: number;
                                /** @enum {string} */
                                countryCode: "US" | "CA";
                                /** @enum {string} */
                                currency: "$" | "CA$";
                                date: string;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                discount: number;
                                dropOffId: string | null;
                                dropOffName: string | null;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                dropOffValue: number;
                                /** @description Calendar date YYYY-MM-DD (UTC) */
                                dueDate: string | null;
                                externalId: string | null;
                                /** Format: int64 */
                                fastPassValue: number;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                grandTotal: number;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                handling: number;
                                id: string;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                insurance: number;
                                isAR: boolean;
                                isFastPass: boolean;
                                isGradingPressScreen: boolean;
                                isInsurance: boolean;
                                level: string;
                                /** @enum {string|null} */
                                mangaType: "Tankobon" | "Zasshi" | null;
                                missingComic: string | null;
                                noAutoCharge: boolean;
                                origin: string | null;
                                paidDetail: {
                                    /** @description Currency amount, two decimals (integer cents inside) */
                                    amt: number;
                                    desc: string;
                                    id: string;
                                }[];
                                promoCode: string | null;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                promoDiscount: number;
                                /** @description Shipping rate name */
                                rate: string | null;
                                receivedDate: string | null;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                refundable: number;
                                repCode: string | null;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                rewards: number;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                sh: number;
                                shippingAccount: string | null;
                                /**
                                 * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                                 * @enum {string}
                                 */
                                status: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                                /** @description Currency amount, two decimals (integer cents inside) */
                                taxes: number;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                total: number;
                                trackingNumber: string | null;
                                /** Format: int32 */
                                userId: number;
                                /** Format: int32 */
                                version: number;
                            };
                            rejectTargets: ("ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping")[];
                            tier: {
                                /** Format: int64 */
                                count: number;
                                /** Format: int64 */
                                days: number;
                                /** Format: int64 */
                                daysLeft: number | null;
                                /** @description Calendar date YYYY-MM-DD (UTC) */
                                dueDate: string | null;
                                /**
                                 * Format: int64
                                 * @description Fast-pass code 0..4
                                 */
                                fastPass: number;
                                id: string;
                                isGradingPressScreen: boolean;
                                isRejected: boolean;
                                labelsVerified: boolean;
                                missingReason: string | null;
                                orderId: string;
                                /**
                                 * Format: int64
                                 * @description 0 none .. 3
                                 */
                                press: number;
                                /**
                                 * Format: int64
                                 * @description Comics scanned at the current station
                                 */
                                processed: number;
                                /**
                                 * Format: int64
                                 * @description Percent processed at the current station
                                 */
                                progress: number;
                                /** @description Per-comic rate */
                                rate: number;
                                /** @description Stations this tier has been routed to so far */
                                routedThrough: ("ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping")[];
                                services: {
                                    [key: string]: boolean;
                                };
                                /** @description The shelf the tier sits on (A-1-B), null when on none */
                                shelfId: string | null;
                                /**
                                 * @description Tier status, in route order
                                 * @enum {string}
                                 */
                                status: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping";
                                trackingNumber: string | null;
                            };
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the tracking number (order, or one tier)
         * @description Any signed-in worker.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Tier id within the order: tier code plus optional fast-pass letter (SO, SOF, 2DE) */
                        tierId?: string | null;
                        trackingNumber: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/bulk/relabel/{isTier}/{oldLabels}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Relabel many comics (or tiers' comics when isTier) into one PDF, logged on each order
         * @description 404 'Comic not found.' / 'Not a valid Tier Id' for an unknown id: nothing is printed.
         *
         *     Claims: labels (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description true: the ids are tier scans (26-0A12345-SO), their comics are printed */
                    isTier: "true" | "false";
                    /** @description true prints the text each label had when last printed */
                    oldLabels: "true" | "false";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Unique ids (26-0A12345-001), or tier scans (26-0A12345-SO) when isTier */
                        ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LabelPdf"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Charge the balance (or part of it) to at most two of the customer's stored payment methods
         * @description Ours: the spec names the charge dialog but not its call. Each part at least 1 ('Amount should not be less than 1.'), the whole not above the balance; methods of the order's customer, not deleted, not expired. A gateway decline is not an HTTP error: it is recorded (a failed row) and answered with `success: false` and the gateway's message in `outcomes`, and `isWarning`. Idempotent by key: a repeat answers the first result and moves no money twice; a retry after a timeout asks the gateway about the first attempt instead of charging again.
         *
         *     Claims: invoicing, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Client-generated unique key (e.g. a UUID); a repeat returns the first result */
                        idempotencyKey: string;
                        /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                        orderId: string;
                        /** @description At most two of the customer's methods, each with its part of the amount */
                        payments: {
                            /** @description Currency amount entered by a worker: above 0, at most 1,000,000, two decimals */
                            amount: number;
                            /** Format: int32 */
                            payMethodId: number;
                        }[];
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            outcomes: {
                                /** @description Currency amount, two decimals (integer cents inside) */
                                amount: number;
                                authId: string | null;
                                authPaymentId: string | null;
                                /** @description 'Approved' or the gateway's decline message */
                                message: string;
                                /** Format: int32 */
                                payMethodId: number;
                                refId: string | null;
                                success: boolean;
                                /** Format: int64 */
                                transactionId: number | null;
                            }[];
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/comic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The spec's form of the details edit: order and comic named in the body
         * @description Claims: imaging, signature, pressing, pregrade, grade, finalize, labels, heatseal, slab, qc, shipping, billing, invoicing, addcomic, comics (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        collection?: string;
                        /** @description Comic sequence `001` or its unique id */
                        comicId: string;
                        /** @description Title typed freely rather than from the lookup (forced for Zasshi) */
                        customTitle?: boolean;
                        /** @description The label's year when it differs from year */
                        displayYear?: string;
                        /** @description As typed: whole number (a string is read as typed, so the form's own message answers). Whole dollars; above 999999999 it is cleared to 0 (workflow §5) */
                        insured?: string | number;
                        issue?: string;
                        /**
                         * @description Required on manga books
                         * @enum {string}
                         */
                        mangaLabelCode?: "" | "CB" | "HR" | "LP" | "RB" | "SL" | "PF";
                        monthQuarter?: string;
                        multiYear?: boolean;
                        /** @description The book has no publisher: publisher is cleared */
                        noPublisher?: boolean;
                        /** @description The book has no year: year is cleared */
                        noYear?: boolean;
                        /** @description Order id `NN-XXXXXXX` or seven digits */
                        orderId: string;
                        personalCollection?: boolean;
                        publisher?: string;
                        /** @description As typed: whole number (a string is read as typed, so the form's own message answers) */
                        quantity?: string | number;
                        title?: string;
                        uniqueDetail?: string;
                        variant?: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                        /** @description `1963`, or `1963-1965` with multiYear */
                        year?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Three-digit sequence within the order, zero-padded (`007`) */
                            comicId: string;
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** @description `{orderId}-{comicId}`, the certification number */
                            uniqueId: string;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment in the order log
         * @description Any signed-in worker.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A comic of this order: `001` or its unique id */
                        comicId?: string | null;
                        description: string;
                        /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                        orderId: string;
                        /** @description Tier id within the order: tier code plus optional fast-pass letter (SO, SOF, 2DE) */
                        tierId?: string | null;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A generated label PDF by name (application/pdf, streamed from the blob store)
         * @description 404 for a name never generated.
         *
         *     Claims: labels (any one).
         */
        get: {
            parameters: {
                query: {
                    /** @description As answered by a download or relabel call */
                    name: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application/pdf answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/labels/download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate one tier's label PDF (GET /api/orders/labels?name= downloads it)
         * @description Sheets by bucket like the queue's; every label recorded as printed. 400 'Not a valid Scan' / 'Not a valid Tier Id' for a bad scan, 404 'Not a valid Tier Id' for a tier without comics, 400 'No Raw Labels to print' when none of its comics has a label stock.
         *
         *     Claims: labels (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A tier scan: 26-0A12345-SO */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LabelPdf"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/labels/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Take a tier out of the queue ('Tier removed sucessfully')
         * @description 400 'Invalid Request' when the scan is not a tier in the queue. Drops the last generation.
         *
         *     Claims: labels (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        collectibleType: "Comic" | "Magazine" | "Manga";
                        /** @description A tier scan, at least 9 characters: 26-0A12345-SO */
                        scan: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            queue: components["schemas"]["LabelQueue"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Scan a tier into the queue ('Tier added to Labels queue: 4 of 6 comics printable')
         * @description Answers the spec's 'Tier added to Labels queue' with how many of the tier's comics print (a manga needs a label code of CB, HR, LP, RB, SL, PF). 400 'Not a valid Scan' (under 9 characters), 'Not a valid Tier Id' (not a tier scan; 404 when no such tier), a tier not at Labels, a tier of another collectible type, or one already queued. Drops the last generation.
         *
         *     Claims: labels (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        collectibleType: "Comic" | "Magazine" | "Manga";
                        /** @description A tier scan, at least 9 characters: 26-0A12345-SO */
                        scan: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            queue: components["schemas"]["LabelQueue"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/labels/queue/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in worker's label queue of one collectible type
         * @description Tiers newest first; comics by bucket in the spec's order (10, 99, 98, gg; manga CB, HR, LP, RB, SL, PF) with their labels and pages; manga whose label code is outside the list as unbucketed; the last generation (pdfName, totalPages) and the version clear needs.
         *
         *     Claims: labels (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: "Comic" | "Magazine" | "Manga";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LabelQueue"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/labels/queue/clear/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear the queue after generating ('Queue cleared sucessfully')
         * @description 400 'There are no labels to clear.' while total pages is 0; stale version → 409.
         *
         *     Claims: labels (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: "Comic" | "Magazine" | "Manga";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: int32 */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            queue: components["schemas"]["LabelQueue"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/labelsVerification/{tier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Verify (or un-verify) a tier's labels
         * @description Claims: labels, billing (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Tier id (SO, SOF, …) */
                    tier: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        isVerified?: boolean;
                        /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                        orderId: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/prereceive/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Route every tier to its first station (every tier's balance must be 0); answers the lines
         * @description Claims: invoicing, addcomic, comics (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            lines: string[];
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/prereceive/comics/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the comics list (new comics get the next sequence; left-out saved comics are removed); answers 1
         * @description Claims: invoicing, addcomic, comics (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Order id (26-0A12345 or seven digits) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comics: {
                            gradeScreen: boolean;
                            /** @description Three-digit sequence of a saved comic; null for a new one (the server assigns it) */
                            id: string | null;
                            image: boolean;
                            /**
                             * Format: int64
                             * @description Insured per copy, cents
                             */
                            insured: number;
                            international: boolean;
                            issue: string;
                            originalArt: boolean;
                            press: boolean;
                            pressScreen: boolean;
                            publisher: string;
                            /** Format: int32 */
                            quantity: number;
                            rawGrade: boolean;
                            reholder: boolean;
                            /** @description The 14-character id of the comic reholdered */
                            reholderId: string | null;
                            signatures: {
                                label: string;
                                /** @enum {string} */
                                type: "ASP" | "VSP" | "VSPP";
                            }[];
                            slabOnly: boolean;
                            tierId: string;
                            title: string;
                            variant: string;
                            year: string;
                        }[];
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            result: 1;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/press/{tier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a tier's pressing (0..3); the added charge is a FEE transaction
         * @description Claims: pregrade, finalize (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Tier id (SO, SOF, …) */
                    tier: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                        orderId: string;
                        /**
                         * Format: int32
                         * @description 0 none, 1 Pressing, 3 Pressing Express, 9 Cleaning (manga only)
                         */
                        press: number;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/queue-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Waiting and late counts of every station queue the worker may read
         * @description One entry per station queue the worker's claims may read (the completed-orders list is not a station), in menu order: `waiting` rows (tiers of orders in process on tier queues, orders on order queues) and how many of them are `late` (due date before today, UTC). A worker with no station claim gets an empty list.
         *
         *     Any signed-in worker.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            counts: {
                                /**
                                 * Format: int64
                                 * @description Of those, how many have a due date before today
                                 */
                                late: number;
                                /**
                                 * @description Queue key as in @gbo/domain/workflow QUEUES (aliases accepted: comics→addcomic, qc→quality, completed→support)
                                 * @enum {string}
                                 */
                                queue: "receiving" | "invoicing" | "addcomic" | "signature" | "pressing" | "grading" | "labels" | "heatseal" | "slab" | "quality" | "imaging" | "shipping" | "shipping-canada" | "shipping-pickup" | "billing" | "support";
                                /**
                                 * Format: int64
                                 * @description Tiers (tier queues: of orders in process) or orders waiting
                                 */
                                waiting: number;
                            }[];
                        };
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/queue/{queue}/{page}/{search}/{extra}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a queue
         * @description queue: a domain QUEUES key (receiving, invoicing, addcomic, signature, pressing, grading, labels, heatseal, slab, quality, imaging, shipping, shipping-canada, shipping-pickup, billing, support). page: 1-based; the page size is the queue's limit. search: `-` for none, else matched against any part of the order id, customer name or e-mail and comic title. extra: `recent` (last 30 days) or `all`, optionally `-us`/`-ca`. steps (query): a comma list of the queue's statuses to list (grading: PreGrade, Finalize; imaging: ImagingSP, Imaging); another status answers 400. sort (query): `due` most overdue first (the default: due date ascending, then rows without a due date, such as Submitted boxes, the longest waiting first by order date), `-due` due last (the exact reverse), `-date` newest first (order date descending); ties are broken by order id (then tier id); another value answers 400; `overdueHidden` counts the late rows the recent list leaves out (due before today, or with no due date yet). A Submitted order has no received date yet (null). Each queue's own claims are checked (403).
         *
         *     Claims: receiving, comics, invoicing, addcomic, signature, pressing, grade, pregrade, finalize, labels, heatseal, slab, qc, imaging, shipping, billing (any one).
         */
        get: {
            parameters: {
                query?: {
                    /** @description `due` most overdue first (default), `-due` due last, `-date` newest first */
                    sort?: "due" | "-due" | "-date";
                    /** @description Comma list of the queue's statuses to show, e.g. `Finalize` or `PreGrade,Finalize` */
                    steps?: string;
                };
                header?: never;
                path: {
                    /** @description `recent` | `all`, optionally `-us` / `-ca` (shipping and pickup lists) */
                    extra: string;
                    page: number;
                    queue: string;
                    /** @description `-` for no search */
                    search: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isTierQueue: boolean;
                            /**
                             * Format: int64
                             * @description Rows of the full list (same search, country and steps) that are overdue (due date before today, or no due date yet: a box waiting since before the window) but dated before the recent list's window, so the recent list leaves them out; 0 on the full list
                             */
                            overdueHidden: number;
                            /** Format: int64 */
                            page: number;
                            /**
                             * Format: int64
                             * @description The queue's limit (workflow §9), used as the page size
                             */
                            pageSize: number;
                            /**
                             * @description Queue key as in @gbo/domain/workflow QUEUES (aliases accepted: comics→addcomic, qc→quality, completed→support)
                             * @enum {string}
                             */
                            queue: "receiving" | "invoicing" | "addcomic" | "signature" | "pressing" | "grading" | "labels" | "heatseal" | "slab" | "quality" | "imaging" | "shipping" | "shipping-canada" | "shipping-pickup" | "billing" | "support";
                            rows: {
                                /** @enum {string} */
                                collectibleType: "Comic" | "Magazine" | "Manga";
                                /** Format: int64 */
                                count: number;
                                /** @enum {string} */
                                countryCode: "US" | "CA";
                                customerName: string;
                                /** @description Order date, ISO timestamp */
                                date: string;
                                /**
                                 * Format: int64
                                 * @description Due date minus today in days; negative when late
                                 */
                                daysLeft: number | null;
                                /** @description Calendar date YYYY-MM-DD (UTC) */
                                dueDate: string | null;
                                /**
                                 * Format: int64
                                 * @description Fast-pass code 0..4 (tier's on tier queues)
                                 */
                                fastPass: number;
                                isFastPass: boolean;
                                /** @description Tier was sent back by a reject (tier queues) */
                                isRejected: boolean;
                                orderId: string;
                                /**
                                 * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                                 * @enum {string}
                                 */
                                orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                                /** Format: int64 */
                                processed: number;
                                receivedDate: string | null;
                                /** @description Tier status on tier queues, else order status */
                                status: ("Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled") | ("ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping");
                                tierId: string | null;
                            }[];
                            /** @description The steps (statuses) listed */
                            steps: (("ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping") | ("Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled"))[];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/queue/{queue}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole filtered queue as CSV, streamed (no row cap)
         * @description The list the queue page shows, every page of it: search (empty for none), extra (`recent` | `all`, optionally `-us` / `-ca`), steps and sort as on GET /api/orders/queue/{queue}/{page}/{search}/{extra}. Read from the database in keyset batches of 1,000 in the sort's order, so memory stays flat however long the list is. Columns: order, tier, customer, email, status, comics, processed, orderDate, receivedDate, dueDate, daysLeft, late (yes/no; empty on the completed-orders list), fastPass, country, collectible, rejected. Each queue's own claims are checked (403).
         *
         *     Claims: receiving, comics, invoicing, addcomic, signature, pressing, grade, pregrade, finalize, labels, heatseal, slab, qc, imaging, shipping, billing (any one).
         */
        get: {
            parameters: {
                query?: {
                    /** @description `recent` | `all`, optionally `-us` / `-ca` (shipping and pickup lists) */
                    extra?: string;
                    /** @description Empty for none */
                    search?: string;
                    /** @description `due` most overdue first (default), `-due` due last, `-date` newest first */
                    sort?: "due" | "-due" | "-date";
                    /** @description Comma list of the queue's statuses to show, e.g. `Finalize` or `PreGrade,Finalize` */
                    steps?: string;
                };
                header?: never;
                path: {
                    queue: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/raw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Raw-grade comics of orders in process, newest order first, a page at a time
         * @description Comics saved with a raw (partial) grade on orders whose status is InProcess, sorted by order date (newest first), order id and comic sequence. pageSize is at most 100. Needs grade, pregrade, finalize or billing.
         *
         *     Claims: grade, pregrade, finalize, billing (any one).
         */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based */
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: {
                                category: string | null;
                                comicId: string;
                                issue: string | null;
                                /** @description When the order was placed (ISO); the list is newest first */
                                orderDate: string;
                                orderId: string;
                                tierId: string;
                                /**
                                 * @description Tier status, in route order
                                 * @enum {string}
                                 */
                                tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping";
                                title: string;
                                uniqueId: string;
                            }[];
                            /**
                             * Format: int64
                             * @description Raw-grade comics on orders in process, all pages
                             */
                            total: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/reference/{prefix}/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resolve an external reference to an order id
         * @description Any signed-in worker.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Case-insensitive. `comic` (or `cert`): a comic unique id; `tracking`: a tracking number; `ext`: the order's externalId; any other prefix is an external user's: matches externalId `ref`, `PREFIX:ref` or `PREFIX-ref`. 404 when nothing matches. */
                    prefix: string;
                    ref: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            orderId: string;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund one payment (up to what it has left) or the order's refundable amount
         * @description Refund claim; never on a cancelled order. Card and bank charges are refunded through the gateway, cash, check and money orders are recorded. Each refund is a new negative row. A gateway decline is not an HTTP error: it is recorded (a failed row) and answered with `success: false` and the gateway's message in `outcomes`, and `isWarning`. Idempotent by key: a repeat answers the first result and moves no money twice; a retry after a timeout asks the gateway about the first attempt instead of charging again.
         *
         *     Claims: refund (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Defaults to everything the payment (or order) has left to refund */
                        amount?: number;
                        /** @description Client-generated unique key (e.g. a UUID); a repeat returns the first result */
                        idempotencyKey: string;
                        /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                        orderId: string;
                        reason?: string;
                        /**
                         * Format: int64
                         * @description A specific payment; else the whole refundable amount
                         */
                        transactionId?: number;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            outcomes: {
                                /** @description Currency amount, two decimals (integer cents inside) */
                                amount: number;
                                authId: string | null;
                                authPaymentId: string | null;
                                /** @description 'Approved' or the gateway's decline message */
                                message: string;
                                /** Format: int32 */
                                payMethodId: number;
                                refId: string | null;
                                success: boolean;
                                /** Format: int64 */
                                transactionId: number | null;
                            }[];
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/reject/tier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a tier back to an earlier station it went through; it then goes on to QC
         * @description Claims: imaging, signature, pressing, pregrade, grade, finalize, labels, heatseal, slab, qc, shipping, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                        orderId: string;
                        reason?: string;
                        /** @description Tier id within the order: tier code plus optional fast-pass letter (SO, SOF, 2DE) */
                        tierId: string;
                        /**
                         * @description Tier status, in route order
                         * @enum {string}
                         */
                        toStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping";
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/removeOA": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take original art off one comic of an order at Add comic or Invoicing
         * @description Claims: invoicing, addcomic, comics (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comicId: string;
                        orderId: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/salesmanager/{id}/{page}/{search}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sales rep's orders, newest first, 1000 a page (administration §9)
         * @description search: an order id prefix or part of the customer name.
         *
         *     Claims: user (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    page: number;
                    /** @description Order id prefix or part of the customer name */
                    search: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: {
                                /** Format: int64 */
                                count: number;
                                countryCode: string;
                                customerName: string;
                                date: string;
                                /** Format: int64 */
                                grandTotalCents: number;
                                id: string;
                                status: string;
                            }[];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/salesmanager/{id}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All of a sales rep's orders the search finds, as CSV, streamed (no row cap)
         * @description search: an order id prefix or part of the customer name. Newest first.
         *
         *     Claims: user (any one).
         */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/sas/comic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Image access: a short-lived address to PUT a comic's picture to (cover at Imaging, sp1..sp4 at ImagingSP; days above 1). Confirm the upload afterwards.
         * @description Claims: imaging, billing (any one).
         */
        get: {
            parameters: {
                query: {
                    /** @description {uniqueId}/{cover|sp1..sp4}.jpg, e.g. 26-0A12345-001/cover.jpg */
                    path: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImageUploadAddress"];
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a draft (a Submitted order) or, with kind 'invoice', a walk-in invoice (an Invoicing order)
         * @description Amounts are integer cents. A draft: the server runs every comic rule (§5) and prices the submission with the domain on the current catalog. An invoice (`kind: 'invoice'`, tier rows and add-on counts instead of comics): every invoice-row rule, priced with quoteInvoice; the order is made in Invoicing, received on `receivedDate`. Either way `expected` must equal the server's grandTotal and taxes, else 400 'Please verify submitted data' and nothing is stored. A body priced on another catalog version answers 409 (reload and re-price). A repeat with the same idempotencyKey answers the order the first call made.
         *
         *     Claims: invoicing, receiving (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: int32 */
                        addressId: number;
                        /** @enum {string} */
                        collectibleType: "Comic" | "Magazine" | "Manga";
                        comics: {
                            artwork: boolean;
                            /** @enum {string} */
                            collectibleType: "Comic" | "Magazine" | "Manga";
                            customTitle?: boolean;
                            displayYear?: string;
                            /** @enum {number} */
                            fastPassValue: 0 | 1 | 2 | 3 | 4 | 5 | 6;
                            /** @description Minimum grade asked for; 0 = no grade screening */
                            gradeScreen: number;
                            /** @description The draft's own id of the comic (not stored) */
                            id: string;
                            image: boolean;
                            /**
                             * Format: int64
                             * @description Insured value per comic, cents
                             */
                            insured: number;
                            international: boolean;
                            isSlab: boolean;
                            issue?: string;
                            isWitnessedSignature: boolean;
                            /** @enum {string} */
                            mangaType?: "Tankobon" | "Zasshi";
                            partialGrade: boolean;
                            pedigree?: string;
                            /**
                             * @description 0 none, 1 Pressing, 2 Fast, 3 Express, 9 Cleaning
                             * @enum {number}
                             */
                            press: 0 | 1 | 2 | 3 | 4 | 5 | 9;
                            pressScreen: boolean;
                            publisher?: string;
                            /** Format: int32 */
                            quantity: number;
                            reholder: boolean;
                            /** @description The 14-character unique id of the graded comic being reholdered */
                            reholderId?: string;
                            signatures: {
                                name?: string;
                                /** @enum {string} */
                                type: "ASP" | "VSP" | "VSPP";
                            }[];
                            tierId: string;
                            title: string;
                            variant?: string;
                            /** Format: int32 */
                            year?: number;
                        }[];
                        /** @enum {string} */
                        countryCode: "US" | "CA";
                        /**
                         * Format: int64
                         * @description Integer cents
                         */
                        dropOffValue: number;
                        /** @description What the screen showed; a different computation answers 'Please verify submitted data' */
                        expected: {
                            /**
                             * Format: int64
                             * @description Integer cents
                             */
                            grandTotal: number;
                            /**
                             * Format: int64
                             * @description Integer cents
                             */
                            taxes: number;
                        };
                        /** @description One per request (a UUID kept while the draft sent is the same: a click after a lost answer repeats it); a repeat answers the first order */
                        idempotencyKey: string;
                        isGradingPressScreen: boolean;
                        isInsurance: boolean;
                        /** @enum {string} */
                        kind?: "draft";
                        /** @description Member level, or 'onsite' */
                        level: string;
                        /** @enum {string} */
                        mangaType?: "Tankobon" | "Zasshi";
                        origin: {
                            id: string;
                            title: string;
                        };
                        payMethodId: number | ("check" | "cash");
                        promoCode?: string;
                        rateId?: string;
                        /** @description Calendar date YYYY-MM-DD (UTC) */
                        receivedDate?: string;
                        repCode?: string;
                        /**
                         * Format: int64
                         * @description Rewards applied, cents
                         */
                        rewards: number;
                        /**
                         * Format: int32
                         * @description Customer id
                         */
                        userId: number;
                        /**
                         * Format: int32
                         * @description Catalog (tier) version the draft was priced on
                         */
                        version: number;
                    } | {
                        addons: {
                            /** Format: int32 */
                            aspComicsCount: number;
                            /** Format: int32 */
                            vsppPrimaryComicsCount: number;
                            /** Format: int32 */
                            vspPrimaryComicsCount: number;
                            /** Format: int32 */
                            vsppSecondryComicsCount: number;
                            /** Format: int32 */
                            vspSecondryComicsCount: number;
                        };
                        /** Format: int32 */
                        addressId: number;
                        /** @enum {string} */
                        collectibleType: "Comic" | "Magazine" | "Manga";
                        /** @enum {string} */
                        countryCode: "US" | "CA";
                        /** @description What the screen showed; a different computation answers 'Please verify submitted data' */
                        expected: {
                            /** Format: int64 */
                            grandTotal: number;
                            /**
                             * Format: int64
                             * @description Integer cents
                             */
                            taxes: number;
                        };
                        /** @description One per request: the same invoice sent again (after a lost answer) repeats it and answers the first order */
                        idempotencyKey: string;
                        isInsurance: boolean;
                        /** @enum {string} */
                        kind: "invoice";
                        /** @description Member level, or 'onsite' */
                        level: string;
                        /** @enum {string} */
                        mangaType?: "Tankobon" | "Zasshi";
                        origin: {
                            id: string;
                            title: string;
                        };
                        payMethodId: number | ("check" | "cash");
                        promoCode: string | null;
                        rateId: string | null;
                        /** @description Calendar date YYYY-MM-DD (UTC) */
                        receivedDate: string;
                        repCode: string | null;
                        /**
                         * Format: int64
                         * @description Rewards the invoicer applies, cents
                         */
                        rewards: number;
                        /** @description At most 10 rows: more answers 'Maximum tier limit reached' (the domain's rule) */
                        tiers: {
                            /** Format: int32 */
                            count: number;
                            /**
                             * @description Fast-pass level of the row's comics: 0 none, 1 Fast Pass, 2 Express, 3 Express Plus, 4 Super Express, 5 Priority, 6 Express
                             * @enum {number}
                             */
                            fastPass: 0 | 1 | 2 | 3 | 4 | 5 | 6;
                            id: string;
                            /** Format: int32 */
                            imageCount: number;
                            /**
                             * Format: int64
                             * @description Declared value of the whole row, cents (whole dollars)
                             */
                            insured: number;
                            /** Format: int32 */
                            internationalCount: number;
                            label: string;
                            /** Format: int32 */
                            originalArtworkCount: number;
                            /**
                             * @description 0 none, 1 pressing, 2 fast press
                             * @enum {number}
                             */
                            press: 0 | 1 | 2;
                            /** Format: int32 */
                            pressCount: number;
                            /** Format: int32 */
                            pressScreenCount: number;
                            /** Format: int32 */
                            processingCount: number;
                            /** Format: int32 */
                            rawGradeCount: number;
                            /** Format: int32 */
                            rawGradeScreeningBoth: number;
                            /** Format: int32 */
                            screeningCount: number;
                            /** Format: int32 */
                            slabOnlyCount: number;
                        }[];
                        /**
                         * Format: int32
                         * @description Customer id
                         */
                        userId: number;
                        /**
                         * Format: int32
                         * @description Catalog (tier) version the invoice was priced on
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: int64
                             * @description Integer cents
                             */
                            amountDue: number;
                            /** Format: int64 */
                            count: number;
                            /**
                             * Format: int64
                             * @description Integer cents
                             */
                            grandTotal: number;
                            /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                            id: string;
                            /**
                             * Format: int64
                             * @description Integer cents
                             */
                            taxes: number;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a tier (processed reached count; Pressing takes missingReason)
         * @description Claims: imaging, signature, pressing, pregrade, grade, finalize, labels, heatseal, slab, qc, shipping, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        missingReason?: string;
                        /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                        orderId: string;
                        /** @description Tier id within the order: tier code plus optional fast-pass letter (SO, SOF, 2DE) */
                        tierId?: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/tier/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a tier (x = tier id)
         * @description Claims: imaging, signature, pressing, pregrade, grade, finalize, labels, heatseal, slab, qc, shipping, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    x: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        missingReason?: string;
                        /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                        orderId: string;
                        /** @description Tier id within the order: tier code plus optional fast-pass letter (SO, SOF, 2DE) */
                        tierId?: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a transaction (cash, check, money order, fee, credit, AR); no gateway; idempotent by key
         * @description Claims: invoicing, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Above 0, at most 1,000,000, two decimals; a CREDIT is recorded negative */
                        amount: number;
                        description?: string;
                        /** @description Client-generated unique key (e.g. a UUID); a repeat returns the first result */
                        idempotencyKey: string;
                        /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                        orderId: string;
                        /** @enum {string} */
                        transType: "FEE" | "CREDIT" | "AR" | "CLOVER" | "CASH" | "CHECK" | "MONEYORDER" | "CHARGE";
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/updateDueDate/tier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a tier's due date (today .. 365 days ahead)
         * @description Any signed-in worker.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Calendar date YYYY-MM-DD (UTC) */
                        dueDate: string;
                        /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                        orderId: string;
                        /** @description Tier id within the order: tier code plus optional fast-pass letter (SO, SOF, 2DE) */
                        tierId: string;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/user/{id}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every order of a customer the filters find, as CSV, streamed (no row cap)
         * @description state: all, open, completed or cancelled; sort: newest or oldest; search: order id prefix.
         *
         *     Claims: worker, user (any one).
         */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    sort?: "newest" | "oldest";
                    state?: "all" | "open" | "completed" | "cancelled";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/user/{userId}/{a}/{b}/{c}/{d}/{search}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's orders, a page at a time (the screens ask for 300, newest first)
         * @description a: page from 1; b: page size 1-300; c: sort by date, newest or oldest; d: all, open (not Completed or Cancelled), completed or cancelled; search: order id prefix, any case.
         *
         *     Claims: worker, user (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description page, from 1 */
                    a: number;
                    /** @description page size, 1 to 300 (the screens ask for 300) */
                    b: number;
                    /** @description sort by order date: newest (the screens) or oldest first */
                    c: "newest" | "oldest";
                    /** @description status filter: all, open, completed or cancelled */
                    d: "all" | "open" | "completed" | "cancelled";
                    /** @description order id prefix, any case (e.g. 26-PAY) */
                    search: string;
                    userId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: {
                                /** @description Currency amount, two decimals (integer cents inside) */
                                balance: number;
                                /**
                                 * Format: int64
                                 * @description comics in the order
                                 */
                                count: number;
                                countryCode: string;
                                /** @description ISO time the order was made */
                                date: string;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                grandTotal: number;
                                id: string;
                                /** @description rewards the order used */
                                rewards: number;
                                status: string;
                                trackingNumber: string | null;
                            }[];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/userCompletedOrders/{id}/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's completed orders, newest first, 10 a page (administration §9)
         * @description Claims: worker, user (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    page: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: {
                                /** @description Currency amount, two decimals (integer cents inside) */
                                balance: number;
                                /**
                                 * Format: int64
                                 * @description comics in the order
                                 */
                                count: number;
                                countryCode: string;
                                /** @description ISO time the order was made */
                                date: string;
                                /** @description Currency amount, two decimals (integer cents inside) */
                                grandTotal: number;
                                id: string;
                                /** @description rewards the order used */
                                rewards: number;
                                status: string;
                                trackingNumber: string | null;
                            }[];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/userreward/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's rewards: available, original, applied, the orders that spent them and the changes
         * @description Claims: worker, user (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Currency amount, two decimals (integer cents inside) */
                            applied: number;
                            /** @description Currency amount, two decimals (integer cents inside) */
                            available: number;
                            /** @description history entries on rewards fields, newest first (at most 50) */
                            changes: {
                                at: string;
                                author: string | null;
                                field: string;
                                /** Format: int32 */
                                id: number;
                                newValue: string | null;
                                oldValue: string | null;
                            }[];
                            countryCode: string;
                            /** Format: int32 */
                            customerId: number;
                            /** @description Currency amount, two decimals (integer cents inside) */
                            original: number;
                            /** @description orders that used rewards, newest first (at most 300) */
                            spent: {
                                /** @description Currency amount, two decimals (integer cents inside) */
                                amount: number;
                                date: string;
                                orderId: string;
                                status: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void an unsettled card or bank charge (recorded as a new row)
         * @description Invoicing or billing. A settled, refunded or already voided charge is refused (400). A gateway decline is not an HTTP error: it is recorded (a failed row) and answered with `success: false` and the gateway's message in `outcomes`, and `isWarning`. Idempotent by key: a repeat answers the first result and moves no money twice; a retry after a timeout asks the gateway about the first attempt instead of charging again.
         *
         *     Claims: invoicing, billing (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Client-generated unique key (e.g. a UUID); a repeat returns the first result */
                        idempotencyKey: string;
                        /** @description Order id `NN-XXXXXXX`; a plain seven-digit id is read as `00-` plus it */
                        orderId: string;
                        /** Format: int64 */
                        transactionId: number;
                        /**
                         * Format: int32
                         * @description Order version read by the client
                         */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the write was accepted but deserves a warning (already scanned) */
                            isWarning: boolean;
                            message: string;
                            orderId: string;
                            /**
                             * @description Order status (DESIGN §5; InProcess = tiers are moving through the stations)
                             * @enum {string}
                             */
                            orderStatus: "Submitted" | "Invoicing" | "AddComic" | "InProcess" | "Billing" | "Shipping" | "ShipToCanada" | "ReadyForPickUp" | "Completed" | "Cancelled";
                            outcomes: {
                                /** @description Currency amount, two decimals (integer cents inside) */
                                amount: number;
                                authId: string | null;
                                authPaymentId: string | null;
                                /** @description 'Approved' or the gateway's decline message */
                                message: string;
                                /** Format: int32 */
                                payMethodId: number;
                                refId: string | null;
                                success: boolean;
                                /** Format: int64 */
                                transactionId: number | null;
                            }[];
                            tierId: string | null;
                            /**
                             * @description Tier status, in route order
                             * @enum {string|null}
                             */
                            tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping" | null;
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/workerlabels/download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate the queue's label PDF (GET /api/orders/labels?name= downloads it)
         * @description US Letter sheets of 2 × 5 labels, each bucket starting a new sheet; every label is recorded as printed. 400 'No Raw Labels to print' for an empty queue.
         *
         *     Claims: labels (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: "Comic" | "Magazine" | "Manga";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LabelPdf"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payment gateway's name and hosted-field address, and the local receipt printer's address
         * @description Any signed-in worker.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 'test' for the built-in test gateway, else the real gateway's name */
                            gateway: string;
                            /** @description The local printer service's receipt address on the worker's machine */
                            receiptPrinterUrl: string;
                            /** @description Where the payment form posts card or bank details (the hosted field) */
                            tokenizeUrl: string;
                        };
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test-gateway/tokenize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The test gateway's hosted field: card or bank details in, a token out (the number and code are never kept or logged)
         * @description Any signed-in worker.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 3 or 4 digits; checked and then forgotten */
                        cardCode: string;
                        /** @description Digits, spaces or dashes; Luhn-checked */
                        cardNumber: string;
                        /** Format: int32 */
                        expireMonth: number;
                        /** Format: int32 */
                        expireYear: number;
                        /** @enum {string} */
                        type: "CreditCard";
                    } | {
                        /** @description 4 to 17 digits */
                        accountNumber: string;
                        /** @description The bank's name; never a card number */
                        bankName: string;
                        /** @description Nine digits (ABA) */
                        routingNumber: string;
                        /** @enum {string} */
                        type: "BankAccount";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bankName: string | null;
                            brand: string | null;
                            /** Format: int64 */
                            expireMonth: number | null;
                            /** Format: int64 */
                            expireYear: number | null;
                            last4: string;
                            token: string;
                            /** @enum {string} */
                            type: "CreditCard" | "BankAccount";
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trivial endpoint */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promocode/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Promo codes with their version, a page at a time, by code
         * @description search: part of the code or title; code: exactly one code (the detail screen's read).
         *
         *     Claims: manage (any one).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Exactly this code (case-insensitive): the detail screen's read */
                    code?: string;
                    page?: number;
                    pageSize?: number;
                    /** @description Part of the code or title (case-insensitive) */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: components["schemas"]["PromoCodeAdmin"][];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a promo code
         * @description The promo form's rules (domain validatePromoForm): dates month/day/year, not in the past, start not after end, the code new ('{code} promo code aleady exist!'), a service for grading-service types, Y books not above X books. 400 'Error saving changes' with the message on its field.
         *
         *     Claims: manage (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        addOn?: "fastPass" | "image" | "international" | "VSP" | "VSPP" | "ASP" | "gradingpressscreen";
                        /** @enum {string} */
                        collectibleType?: "Comic" | "Magazine" | "Manga";
                        endDate: string;
                        /** @default false */
                        isExpress?: boolean;
                        /** @default false */
                        isPressing?: boolean;
                        /** @default false */
                        isPriority?: boolean;
                        /** @default false */
                        isStandard?: boolean;
                        promoCode: string;
                        /** @enum {string} */
                        promoType: "DollarTotal" | "PercentTotal" | "DollarGrading" | "PercentGrading" | "DollarAddOn" | "PercentAddOn" | "DollarSignature" | "DollarGradingService" | "PercentGradingService" | "Welcome" | "ComicReholder" | "MagazineReholder" | "PerBook" | "Tankobon5Pack" | "Free_Shipping" | "XGetY";
                        promoValue: number;
                        startDate: string;
                        title: string;
                        /** Format: int32 */
                        xBooks?: number;
                        /** Format: int32 */
                        yBooks?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PromoCodeAdmin"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promocode/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One promo code, matched without case
         * @description 404 'Promo Code is invalid.' when no code matches.
         *
         *     Claims: receiving, comics, invoicing (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PromoCode"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Change a promo code (with the version read; stale → 409)
         * @description The same rules as a new code, except that kept past dates are allowed.
         *
         *     Claims: manage (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        addOn?: "fastPass" | "image" | "international" | "VSP" | "VSPP" | "ASP" | "gradingpressscreen";
                        /** @enum {string} */
                        collectibleType?: "Comic" | "Magazine" | "Manga";
                        endDate: string;
                        /** @default false */
                        isExpress?: boolean;
                        /** @default false */
                        isPressing?: boolean;
                        /** @default false */
                        isPriority?: boolean;
                        /** @default false */
                        isStandard?: boolean;
                        /** @enum {string} */
                        promoType: "DollarTotal" | "PercentTotal" | "DollarGrading" | "PercentGrading" | "DollarAddOn" | "PercentAddOn" | "DollarSignature" | "DollarGradingService" | "PercentGradingService" | "Welcome" | "ComicReholder" | "MagazineReholder" | "PerBook" | "Tankobon5Pack" | "Free_Shipping" | "XGetY";
                        promoValue: number;
                        startDate: string;
                        title: string;
                        /** Format: int32 */
                        version: number;
                        /** Format: int32 */
                        xBooks?: number;
                        /** Format: int32 */
                        yBooks?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PromoCodeAdmin"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promocode/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Promo codes, by code (500 a page by default)
         * @description Claims: receiving, comics, invoicing (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: components["schemas"]["PromoCode"][];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promocode/promotype": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The promo types (administration §9)
         * @description Claims: manage (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": ("DollarTotal" | "PercentTotal" | "DollarGrading" | "PercentGrading" | "DollarAddOn" | "PercentAddOn" | "DollarSignature" | "DollarGradingService" | "PercentGradingService" | "Welcome" | "ComicReholder" | "MagazineReholder" | "PerBook" | "Tankobon5Pack" | "Free_Shipping" | "XGetY")[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public site's content: last published banners still showing, active sliders, upcoming conventions, onsites and signings
         * @description No token. Cache-Control: public, max-age=300. Send the ETag back in If-None-Match to get 304 while nothing changed. Picture addresses are signed for a day. Every text field (banner headers and lines, slider name and caption, convention title and address, event title, info e-mail and comments) is plain text: it holds no markup (the forms refuse it; anything stored before that rule is published with its tags removed), so a page shows it as text and never as HTML. A slider link is an absolute http:// or https:// address or a path on the public site starting with a single /, or empty for none.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublicContent"];
                    };
                };
                /** @description Not modified: the client's copy is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/lab-logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lab's logo as the customer e-mails load it (no token); 404 when there is none */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application/octet-stream answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Devices by name, a page at a time
         * @description search: part of the name, host or location.
         *
         *     Claims: manage (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: components["schemas"]["Device"][];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Add a device (no id) or change one (id and the version read; stale → 409)
         * @description Claims: manage (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        host?: string;
                        /** Format: int32 */
                        id?: number;
                        /** @enum {string} */
                        kind: "LabelWriterPrinter" | "TapePrinter" | "DZPrinter" | "ReceiptPrinter" | "Station";
                        /** @default  */
                        location?: string;
                        name: string;
                        /** @default  */
                        note?: string;
                        /**
                         * Format: int32
                         * @default null
                         */
                        port?: number | null;
                        /** Format: int32 */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Device"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One device
         * @description Claims: manage (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Device"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a device (admin only)
         * @description Claims: admin (any one).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/salesmanager/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales reps, a page at a time, searched and sorted
         * @description search matches part of the code or name (case-insensitive); pageSize at most 100.
         *
         *     Claims: user (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    /** @description Part of the rep code, first or last name */
                    search?: string;
                    sort?: "repCode" | "-repCode" | "name" | "-name" | "date" | "-date";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: components["schemas"]["SalesRep"][];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a sales rep (code unique, letters and digits)
         * @description Claims: user (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                        repCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description ISO time the rep was added */
                            date: string;
                            firstName: string;
                            lastName: string;
                            repCode: string;
                            summary: {
                                /** Format: int64 */
                                openOrders: number;
                                /** Format: int64 */
                                orderCount: number;
                                /** @description One sum per currency that has orders, US first; empty when there are none */
                                totals: components["schemas"]["CurrencyTotal"][];
                            };
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/salesmanager/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sales rep (by rep code) with order count, open orders and total
         * @description Claims: user (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description ISO time the rep was added */
                            date: string;
                            firstName: string;
                            lastName: string;
                            repCode: string;
                            summary: {
                                /** Format: int64 */
                                openOrders: number;
                                /** Format: int64 */
                                orderCount: number;
                                /** @description One sum per currency that has orders, US first; empty when there are none */
                                totals: components["schemas"]["CurrencyTotal"][];
                            };
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Change a sales rep's names (with the version read; stale → 409)
         * @description Claims: user (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                        /** Format: int32 */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description ISO time the rep was added */
                            date: string;
                            firstName: string;
                            lastName: string;
                            repCode: string;
                            summary: {
                                /** Format: int64 */
                                openOrders: number;
                                /** Format: int64 */
                                orderCount: number;
                                /** @description One sum per currency that has orders, US first; empty when there are none */
                                totals: components["schemas"]["CurrencyTotal"][];
                            };
                            /** Format: int32 */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete a sales rep; refused (400) while any order names the rep
         * @description Claims: user (any one).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/salesmanager/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole filtered list as CSV, streamed (no row cap)
         * @description Claims: user (any one).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Part of the rep code, first or last name */
                    search?: string;
                    sort?: "repCode" | "-repCode" | "name" | "-name" | "date" | "-date";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The exchange rate with its version
         * @description Claims: manage (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Settings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Save the exchange rate (logged); stale version → 409
         * @description 400 'Error saving changes' with 'Please add a value before decimal' or 'Exchange rate should be greater than zero'.
         *
         *     Claims: manage (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        exchangeRate: string;
                        /** Format: int32 */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Settings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/lab": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lab's details the customer e-mails carry (the defaults until saved), with the version
         * @description Claims: manage (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LabDetailsSetting"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Save the lab's name, address, phone, e-mail and pickup hours (logged); stale version → 409
         * @description 400 'Error saving changes' with a message per field (name required, one to five address lines, a phone of 7 to 15 digits, a valid e-mail). The logo is kept as it is.
         *
         *     Claims: manage (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        addressLines: string[];
                        email: string;
                        /** @default  */
                        hours?: string;
                        name: string;
                        phone: string;
                        /** Format: int32 */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LabDetailsSetting"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/lab/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove the lab's logo (the e-mails then show the name alone); stale version → 409
         * @description Claims: manage (any one).
         */
        delete: {
            parameters: {
                query: {
                    version: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LabDetailsSetting"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/lab/logo/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived address to PUT the lab's logo to (a JPEG or PNG); confirm it afterwards
         * @description Claims: manage (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LabLogoAddress"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/lab/logo/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the uploaded picture the lab's logo: its header is decoded (415 when not a JPEG or PNG, 413 over 2 MB)
         * @description Claims: manage (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: int32 */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LabDetailsSetting"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/log/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A setting's changes, newest first (id: the setting's key)
         * @description Claims: manage (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path: {
                    id: "exchangeRate" | "turnaround";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: {
                                changedAt: string;
                                changedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** Format: int32 */
                                id: number;
                                newValue: unknown;
                                oldValue: unknown;
                            }[];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/timezone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lab's time zone (receipts print times in it); the server's zone until saved
         * @description Claims: manage (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LabTimeZone"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Save the lab's time zone (an IANA name; logged); stale version → 409
         * @description 400 'Error saving changes' when the runtime does not know the zone.
         *
         *     Claims: manage (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        timeZone: string;
                        /** Format: int32 */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LabTimeZone"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shelves/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shelves by id with their tier counts, a page at a time
         * @description search: the start of a shelf id (a-1 finds A-1-B).
         *
         *     Claims: shelves (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: components["schemas"]["Shelf"][];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shelves/{a}/{b}/{c}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Scan a tier in (action 1) or out (action 2); the first scan-in creates the shelf
         * @description A tier on another shelf scanned in here is moved (logged out there and in here). 400 with the spec's messages: 'Please enter valid shelf id', 'Please scan or enter Tier Id', 'Please select an action', 'Invalid Tier Id', 'Invalid request' (in: already here; out: not here), or the shelf's other country. 409 when another worker moved the tier at the same moment.
         *
         *     Claims: shelves (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: string;
                    c: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 1 puts the tier in, 2 takes it out
                         */
                        action?: number | null;
                        /** @description The tier scan, e.g. "26-0A12345-SO" */
                        tierId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            shelf: {
                                /** @enum {string|null} */
                                country: "US" | "CA" | null;
                                exists: boolean;
                                id: string;
                                location: string;
                                /** Format: int64 */
                                tierCount: number;
                            };
                            tiers: {
                                /** Format: int64 */
                                page: number;
                                /** Format: int64 */
                                pageSize: number;
                                rows: {
                                    customerName: string;
                                    orderId: string;
                                    placedAt: string;
                                    placedBy: string;
                                    tierId: string;
                                    /**
                                     * @description Tier status, in route order
                                     * @enum {string}
                                     */
                                    tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping";
                                }[];
                                /** Format: int64 */
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shelves/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tiers on a shelf (order, tier, status, customer, placed when and by whom)
         * @description Shelf id A-B-C (read uppercased); anything else answers 400 'Please enter valid shelf id'.
         *
         *     Claims: shelves (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: {
                                customerName: string;
                                orderId: string;
                                placedAt: string;
                                placedBy: string;
                                tierId: string;
                                /**
                                 * @description Tier status, in route order
                                 * @enum {string}
                                 */
                                tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping";
                            }[];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shelves/info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One shelf: id, location, country, tier count; exists false before its first scan-in
         * @description Shelf id A-B-C (read uppercased); anything else answers 400 'Please enter valid shelf id'.
         *
         *     Claims: shelves (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string|null} */
                            country: "US" | "CA" | null;
                            exists: boolean;
                            id: string;
                            location: string;
                            /** Format: int64 */
                            tierCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shelves/log/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shelf log: every tier put in (1) or taken out (2), who and when, newest first
         * @description Shelf id A-B-C (read uppercased); anything else answers 400 'Please enter valid shelf id'.
         *
         *     Claims: shelves (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: {
                                action: 1 | 2;
                                at: string;
                                byName: string;
                                /** Format: int32 */
                                id: number;
                                orderId: string;
                                tierId: string;
                            }[];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shelves/removetier/{a}/{b}/{c}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a tier off the shelf (the same as action 2)
         * @description Claims: shelves (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: string;
                    c: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tierId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            shelf: {
                                /** @enum {string|null} */
                                country: "US" | "CA" | null;
                                exists: boolean;
                                id: string;
                                location: string;
                                /** Format: int64 */
                                tierCount: number;
                            };
                            tiers: {
                                /** Format: int64 */
                                page: number;
                                /** Format: int64 */
                                pageSize: number;
                                rows: {
                                    customerName: string;
                                    orderId: string;
                                    placedAt: string;
                                    placedBy: string;
                                    tierId: string;
                                    /**
                                     * @description Tier status, in route order
                                     * @enum {string}
                                     */
                                    tierStatus: "ImagingSP" | "Signature" | "Pressing" | "PreGrade" | "Finalize" | "Labels" | "HeatSeal" | "Slab" | "QC" | "Imaging" | "Shipping";
                                }[];
                                /** Format: int64 */
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shelves/shelfexists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a tier was ever put on the shelf
         * @description Shelf id A-B-C (read uppercased); anything else answers 400 'Please enter valid shelf id'.
         *
         *     Claims: shelves (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exists: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * signings, a page at a time (newest first; upcoming: soonest first)
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    when?: "all" | "upcoming" | "past";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: {
                                /** @description YYYY-MM-DD, the event's day (as kept: a past day stays as it was) */
                                eventDate: string;
                                /** Format: int64 */
                                facilitatorCount: number;
                                /**
                                 * Format: int32
                                 * @description The hourly slot, 0 = 12:00 am … 23 = 11:00 pm
                                 */
                                hour: number;
                                /** Format: int32 */
                                id: number;
                                infoEmail: string;
                                /** @enum {string} */
                                kind: "onsite" | "signing";
                                title: string;
                                /** Format: int32 */
                                version: number;
                            }[];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a signing
         * @description eventDate today to 365 days ahead; hour 0-23 (the 24 hourly slots); 400 'Error saving changes' with the spec's messages per field (model.infoEmail, model.facilitators.0.email, …).
         *
         *     Claims: managecontent (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        comments?: {
                            line1: string;
                            /** @default  */
                            line2?: string;
                        }[];
                        /** @description YYYY-MM-DD, today to 365 days ahead (an unchanged past day is kept) */
                        eventDate: string;
                        /** @default [] */
                        facilitators?: {
                            email: string;
                            info: string;
                        }[];
                        /** Format: int32 */
                        hour: number;
                        infoEmail: string;
                        /** @default  */
                        title?: string;
                        /**
                         * Format: int32
                         * @description Required on PUT: the version read
                         */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentEvent"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The record changed since it was read (a stale version). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One signing with its facilitators, comments and picture
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentEvent"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Change a signing with the version read (stale → 409)
         * @description An unchanged event date is kept even when it has passed; a new one must be in the window.
         *
         *     Claims: managecontent (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        comments?: {
                            line1: string;
                            /** @default  */
                            line2?: string;
                        }[];
                        /** @description YYYY-MM-DD, today to 365 days ahead (an unchanged past day is kept) */
                        eventDate: string;
                        /** @default [] */
                        facilitators?: {
                            email: string;
                            info: string;
                        }[];
                        /** Format: int32 */
                        hour: number;
                        infoEmail: string;
                        /** @default  */
                        title?: string;
                        /**
                         * Format: int32
                         * @description Required on PUT: the version read
                         */
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentEvent"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete a signing and its picture
         * @description Claims: managecontent (any one).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signings/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a signing's picture; ?version= the version read (stale → 409)
         * @description Claims: managecontent (any one).
         */
        delete: {
            parameters: {
                query?: {
                    version?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imageUrl: string | null;
                            path: string;
                            /**
                             * Format: int32
                             * @description The record's version after the change
                             */
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signings/checklogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the session may use the signing screens (the list's login check, §4)
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test/bulk/relabel/{isTier}/{oldLabels}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One PDF of many comics' labels, or of tiers' comics (application/pdf, streamed; not recorded)
         * @description Sheets by label stock. 404 'Comic not found.' / 'Not a valid Tier Id' for an unknown id; 404 when oldLabels and a comic was never printed.
         *
         *     Claims: labels (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description true: the ids are tier scans (26-0A12345-SO), their comics are printed */
                    isTier: "true" | "false";
                    /** @description true prints the text each label had when last printed */
                    oldLabels: "true" | "false";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Unique ids (26-0A12345-001), or tier scans (26-0A12345-SO) when isTier */
                        ids: string[];
                    };
                };
            };
            responses: {
                /** @description The application/pdf answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test/getbarcode/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Code 128 barcode of a certification number (image/png)
         * @description 400 when the id is not a certification number (26-0A12345-001).
         *
         *     Claims: labels (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The comic's unique id (certification number): 26-0A12345-001 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image/png answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test/getlabel/{id}/relabel/{flag}/{oldLabels}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One comic's label as a PDF (application/pdf, one label a page at label size)
         * @description flag true records it as a relabel print and logs it on the order; oldLabels true prints the text of its last printed label (404 when none was printed). 404 for an unknown comic.
         *
         *     Claims: labels (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description true records the print as a relabel and logs it on the order */
                    flag: "true" | "false";
                    /** @description The comic's unique id (certification number): 26-0A12345-001 */
                    id: string;
                    /** @description true prints the text of the comic's last printed label */
                    oldLabels: "true" | "false";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application/pdf answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/turnaroundtimes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Turnaround times in their order, a page at a time
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: components["schemas"]["TurnaroundTime"][];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a turnaround time
         * @description Claims: managecontent (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: int32 */
                        days: number;
                        /** @default  */
                        service?: string;
                        /**
                         * Format: int32
                         * @default 0
                         */
                        sortOrder?: number;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TurnaroundTime"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/turnaroundtimes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One turnaround time
         * @description Claims: managecontent (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TurnaroundTime"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Change a turnaround time (stale version → 409)
         * @description Claims: managecontent (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: int32 */
                        days: number;
                        /** @default  */
                        service?: string;
                        /**
                         * Format: int32
                         * @default 0
                         */
                        sortOrder?: number;
                        title: string;
                        /** Format: int32 */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TurnaroundTime"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete a turnaround time (admin only)
         * @description Claims: admin (any one).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userprofile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My profile
         * @description Any signed-in worker.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            claims: string;
                            displayName: string;
                            email: string;
                            emailVerified: boolean;
                            role: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Update my display name and e-mail
         * @description Any signed-in worker.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        displayName: string;
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            claims: string;
                            displayName: string;
                            email: string;
                            emailVerified: boolean;
                            role: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a customer (e-mail unique in any case, first and last name)
         * @description profile.payMethods (payment methods) is an empty list for a worker holding none of invoicing, billing, receiving, manage (the claims of the payment methods' own calls).
         *
         *     Claims: worker, user (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        firstName: string;
                        lastName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            profile: components["schemas"]["UserProfile"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user profile: member, addresses, pay methods, rewards, summary figures
         * @description payMethods (payment methods) is an empty list for a worker holding none of invoicing, billing, receiving, manage (the claims of the payment methods' own calls).
         *
         *     Claims: worker, user, receiving, comics, invoicing (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserProfile"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Update the member (names, e-mail, phone, membership, discounts, accounts, rep, promo)
         * @description Carries the version read; stale → 409. profile.payMethods (payment methods) is an empty list for a worker holding none of invoicing, billing, receiving, manage (the claims of the payment methods' own calls).
         *
         *     Claims: worker, user (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        defaultSalesRep: string | null;
                        dhlAccount: string;
                        /** Format: int32 */
                        discount: number;
                        email: string;
                        fedExAccount: string;
                        firstName: string;
                        isWelcomePromo: boolean;
                        lastName: string;
                        membership: string;
                        phone: string | null;
                        /** Format: int32 */
                        pressingDiscount: number;
                        upsAccount: string;
                        /** Format: int32 */
                        version: number;
                        /** Format: int32 */
                        vspDiscount: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            profile: components["schemas"]["UserProfile"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an address (no id) or edit one (id); isDefault makes it the one default
         * @description profile.payMethods (payment methods) is an empty list for a worker holding none of invoicing, billing, receiving, manage (the claims of the payment methods' own calls).
         *
         *     Claims: worker, user (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        city: string;
                        /** @enum {string} */
                        country: "US" | "CA";
                        displayName?: string | null;
                        firstName?: string | null;
                        /** Format: int32 */
                        id?: number;
                        /** @default false */
                        isDefault?: boolean;
                        lastName?: string | null;
                        line1: string;
                        line2?: string | null;
                        stateProvince: string;
                        /** Format: int32 */
                        version: number;
                        zipPostal: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            profile: components["schemas"]["UserProfile"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/address/{addrId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an address; the default one stays while other addresses exist
         * @description profile.payMethods (payment methods) is an empty list for a worker holding none of invoicing, billing, receiving, manage (the claims of the payment methods' own calls).
         *
         *     Claims: worker, user (any one).
         */
        delete: {
            parameters: {
                query: {
                    version: number;
                };
                header?: never;
                path: {
                    addrId: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            profile: components["schemas"]["UserProfile"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/audit/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's history (who, when, field, old and new value), newest first, 50 a page
         * @description a: page from 1; b (optional): only entries of this field, e.g. password, any case.
         *
         *     Claims: worker, user (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description page, from 1 */
                    a: number;
                    /** @description only entries of this field (e.g. password, membership, email, address), any case */
                    b: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: {
                                /** @description ISO time of the change */
                                at: string;
                                /** @description who made it (worker's display name) */
                                author: string | null;
                                field: string;
                                /** Format: int32 */
                                id: number;
                                newValue: string | null;
                                oldValue: string | null;
                            }[];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/audit/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's whole history as CSV, newest first, streamed
         * @description field (optional): only entries of this field, any case.
         *
         *     Claims: worker, user (any one).
         */
        get: {
            parameters: {
                query?: {
                    field?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's milestone e-mails (which they receive) and whether their address takes mail
         * @description bounce: the latest finished e-mail to the current address was refused for good (5xx).
         *
         *     Claims: worker, user (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerMail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Save which milestone e-mails the customer receives (turnedOff: optional milestones only)
         * @description Receipts and shipping are always sent (400). Carries the customer's version; stale → 409.
         *
         *     Claims: worker, user (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        turnedOff: ("received" | "invoice" | "grades" | "shipped" | "pickup" | "payment" | "refund")[];
                        /** Format: int32 */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mail: components["schemas"]["CustomerMail"];
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/paymethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's stored payment methods (brand, last four digits, expiry; never a number)
         * @description Claims: invoicing, billing, receiving, manage (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["PaymentMethod"][];
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Store a tokenized card or bank account on the customer (shown details come from the gateway)
         * @description Claims: invoicing, billing, receiving, manage (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Defaults to e.g. 'Visa ending 4242' */
                        displayName?: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentMethod"];
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/paymethod/{payMethodId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a payment method from the customer's list (kept for the payments that name it)
         * @description Claims: invoicing, billing, receiving, manage (any one).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    payMethodId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["PaymentMethod"][];
                        };
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail the customer a notice with the public site's reset page; kept in the history
         * @description At most one per customer in 10 minutes: a second request inside that window answers 429.
         *
         *     Claims: worker, user (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/email/{criteria}/{limit}/{start}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers whose e-mail starts with or contains the criteria
         * @description Case-insensitive prefix or contains of the e-mail. Prefix matches first; contains needs 3 characters or more. total counts up to start + limit + 1 (more follow). limit at most 500.
         *
         *     Claims: worker, user, receiving, comics, invoicing (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    criteria: string;
                    limit: number;
                    start: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            limit: number;
                            rows: components["schemas"]["CustomerRow"][];
                            /** Format: int64 */
                            start: number;
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every customer the search finds (name or e-mail, prefix or contains), as CSV, streamed
         * @description Claims: worker, user (any one).
         */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/name/{criteria}/{limit}/{start}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers whose last or first name starts with or contains the criteria
         * @description Case-insensitive prefix or contains of the last or first name; 'first last' matches both. Prefix matches first; contains needs 3 characters or more. total counts up to start + limit + 1 (more follow). limit at most 500.
         *
         *     Claims: worker, user, receiving, comics, invoicing (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    criteria: string;
                    limit: number;
                    start: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            limit: number;
                            rows: components["schemas"]["CustomerRow"][];
                            /** Format: int64 */
                            start: number;
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a worker; they get an e-mail with a link to set their password
         * @description The caller may grant only claims it holds itself, and admin only if it is admin (403, modelState on claims).
         *
         *     Claims: manageworker (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Known claims only (GET /api/workers/claims) */
                        claims: string[];
                        /** @description Checked by the domain: 'Invalid email format' */
                        email: string;
                        frontedAccess: boolean;
                        isActive: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedWorker"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Workers, a page at a time, filtered and sorted
         * @description search matches part of the e-mail, user name or display name (case-insensitive); active all|active|inactive; claim a claim held; sort email|-email|name|-name; pageSize at most 100.
         *
         *     Claims: manageworker (any one).
         */
        get: {
            parameters: {
                query?: {
                    active?: "all" | "active" | "inactive";
                    /** @description Only workers holding this claim literally */
                    claim?: string;
                    /** @description 1-based */
                    page?: number;
                    pageSize?: number;
                    /** @description Part of the e-mail, user name or display name */
                    search?: string;
                    sort?: "email" | "-email" | "name" | "-name";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: int64 */
                            page: number;
                            /** Format: int64 */
                            pageSize: number;
                            rows: components["schemas"]["Worker"][];
                            /** Format: int64 */
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One worker
         * @description Claims: manageworker (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Worker"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Change a worker (with the version read); new claims or disabling ends their sessions
         * @description Only an admin changes or disables an admin or a worker holding claims the caller lacks; nobody changes their own claims or active flag; the last active admin is never disabled or demoted (403 with the rule's message).
         *
         *     Claims: manageworker (any one).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Known claims only (GET /api/workers/claims) */
                        claims: string[];
                        /** @description Checked by the domain: 'Invalid email format' */
                        email: string;
                        frontedAccess: boolean;
                        isActive: boolean;
                        /** Format: int32 */
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Worker"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Remove a worker (admin only, never yourself, never the last active admin)
         * @description Claims: manageworker (any one).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workers/{id}/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail the worker a one-time link to set a new password
         * @description At most one link per worker in 10 minutes (429 within the window); a new link revokes the older ones. Only an admin resets an admin or a worker holding claims the caller lacks (403).
         *
         *     Claims: manageworker (any one).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /**
                             * Format: uri
                             * @description Set only when no mail server is configured (SMTP_URL) and the caller is an admin: the one-time set-password link to hand to the worker
                             */
                            setPasswordLink?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workers/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The claims a worker may be given
         * @description Claims: manageworker (any one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every claim a worker may be given */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string[];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workers/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole filtered list as CSV, streamed (no row cap)
         * @description Claims: manageworker (any one).
         */
        get: {
            parameters: {
                query?: {
                    active?: "all" | "active" | "inactive";
                    /** @description Only workers holding this claim literally */
                    claim?: string;
                    /** @description Part of the e-mail, user name or display name */
                    search?: string;
                    sort?: "email" | "-email" | "name" | "-name";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Refused input: the message, and per field the model-state messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Not allowed: the worker lacks a claim the route or the record needs. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workers/getEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is this e-mail taken by a worker (case-insensitive)?
         * @description except: a worker id whose own address does not count (the edit form).
         *
         *     Claims: manageworker (any one).
         */
        get: {
            parameters: {
                query: {
                    email: string;
                    except?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isTaken: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description No valid token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** OAuth2 token endpoint (password and refresh_token grants, client_id backoffice) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        client_id?: string;
                        grant_type?: string;
                        password?: string;
                        refresh_token?: string;
                        /** @description User name or e-mail */
                        username?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TokenResponse"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TokenError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Address: {
            city: string;
            /** @enum {string} */
            country: "US" | "CA";
            displayName: string | null;
            firstName: string | null;
            /** Format: int32 */
            id: number;
            isDefault: boolean;
            lastName: string | null;
            line1: string;
            line2: string | null;
            stateProvince: string;
            /** Format: int32 */
            userId: number;
            zipPostal: string;
        };
        AddressInput: {
            city: string;
            /** @enum {string} */
            country: "US" | "CA";
            displayName: string | null;
            firstName: string | null;
            /** Format: int32 */
            id: number;
            isDefault: boolean;
            lastName: string | null;
            line1: string;
            line2: string | null;
            stateProvince: string;
            /** Format: int32 */
            userId: number;
            zipPostal: string;
        };
        Banner: {
            /** @description Last day shown, YYYY-MM-DD */
            end: string | null;
            header1: string;
            header2: string;
            header3: string;
            /** Format: int32 */
            id: number;
            /** @description Short-lived signed address showing the picture */
            imageUrl: string | null;
            /** @description The picture's blob path (banners/{id}), null without one */
            img: string | null;
            line1: string;
            line2: string;
            line3: string;
            /**
             * Format: int64
             * @description The list's order field; lower shows first
             */
            order: number;
            /** @description First day shown, YYYY-MM-DD */
            start: string | null;
            updatedAt: string;
            /** Format: int32 */
            version: number;
        };
        BannerInput: {
            /** @description Last day shown, YYYY-MM-DD */
            end: string | null;
            header1: string;
            header2: string;
            header3: string;
            /** Format: int32 */
            id: number;
            /** @description Short-lived signed address showing the picture */
            imageUrl: string | null;
            /** @description The picture's blob path (banners/{id}), null without one */
            img: string | null;
            line1: string;
            line2: string;
            line3: string;
            /**
             * Format: int64
             * @description The list's order field; lower shows first
             */
            order: number;
            /** @description First day shown, YYYY-MM-DD */
            start: string | null;
            updatedAt: string;
            /** Format: int32 */
            version: number;
        };
        CatalogAddOn: {
            /** Format: int64 */
            days: number;
            /** @enum {string} */
            id: "fastPass" | "image" | "international" | "VSP" | "VSPP" | "ASP" | "gradingpressscreen";
            label: string;
            /** Format: int64 */
            premium: number;
            /** Format: int64 */
            value: number;
        };
        CatalogAddOnInput: {
            /** Format: int64 */
            days: number;
            /** @enum {string} */
            id: "fastPass" | "image" | "international" | "VSP" | "VSPP" | "ASP" | "gradingpressscreen";
            label: string;
            /** Format: int64 */
            premium: number;
            /** Format: int64 */
            value: number;
        };
        CatalogTier: {
            /** @enum {string} */
            category: "grading" | "reholder" | "artwork" | "slab" | "witnessed";
            /** @enum {string} */
            collectibleType: "Comic" | "Magazine" | "Manga";
            /** @enum {string} */
            country: "US" | "CA";
            /** @enum {string} */
            currency: "USD" | "CAD";
            /** Format: int64 */
            days: number;
            /** Format: int64 */
            expressPlusValue?: number;
            /** Format: int64 */
            expressValue?: number;
            id: string;
            /**
             * Format: int64
             * @description Upper bound of insured value per comic
             */
            insured: number;
            isInvoicing?: boolean;
            label: string;
            /** @description Membership level the price is for; absent: every level */
            level?: string;
            /** @enum {string} */
            mangaType?: "Tankobon" | "Zasshi";
            /** Format: int64 */
            maxValue?: number;
            /** Format: int64 */
            maxYear?: number;
            /** Format: int64 */
            minInsured: number;
            /** Format: int64 */
            minValue?: number;
            /** Format: int64 */
            minYear?: number;
            option: string;
            /** Format: int64 */
            originalArtValue?: number;
            /** Format: int64 */
            partialGradeDays?: number;
            /** Format: int64 */
            partialGradeValue?: number;
            /** Format: int64 */
            pressExpressValue?: number;
            /** Format: int64 */
            pressMax?: number;
            /** Format: int64 */
            pressMin?: number;
            pressScreen?: number;
            /** Format: int64 */
            pressScreenMax?: number;
            /** Format: int64 */
            pressScreenMin?: number;
            pressValue?: number;
            /** Format: int64 */
            priorityValue?: number;
            /** Format: int64 */
            processingValue?: number;
            /** Format: int64 */
            screeningValue?: number;
            /** Format: int64 */
            slabOnlyValue?: number;
            /** Format: int64 */
            superExpressValue?: number;
            value: number;
            /** Format: int32 */
            version: number;
            /** Format: int64 */
            xExpressValue?: number;
        };
        CatalogTierInput: {
            /** @enum {string} */
            category: "grading" | "reholder" | "artwork" | "slab" | "witnessed";
            /** @enum {string} */
            collectibleType: "Comic" | "Magazine" | "Manga";
            /** @enum {string} */
            country: "US" | "CA";
            /** @enum {string} */
            currency: "USD" | "CAD";
            /** Format: int64 */
            days: number;
            /** Format: int64 */
            expressPlusValue?: number;
            /** Format: int64 */
            expressValue?: number;
            id: string;
            /**
             * Format: int64
             * @description Upper bound of insured value per comic
             */
            insured: number;
            isInvoicing?: boolean;
            label: string;
            /** @description Membership level the price is for; absent: every level */
            level?: string;
            /** @enum {string} */
            mangaType?: "Tankobon" | "Zasshi";
            /** Format: int64 */
            maxValue?: number;
            /** Format: int64 */
            maxYear?: number;
            /** Format: int64 */
            minInsured: number;
            /** Format: int64 */
            minValue?: number;
            /** Format: int64 */
            minYear?: number;
            option: string;
            /** Format: int64 */
            originalArtValue?: number;
            /** Format: int64 */
            partialGradeDays?: number;
            /** Format: int64 */
            partialGradeValue?: number;
            /** Format: int64 */
            pressExpressValue?: number;
            /** Format: int64 */
            pressMax?: number;
            /** Format: int64 */
            pressMin?: number;
            pressScreen?: number;
            /** Format: int64 */
            pressScreenMax?: number;
            /** Format: int64 */
            pressScreenMin?: number;
            pressValue?: number;
            /** Format: int64 */
            priorityValue?: number;
            /** Format: int64 */
            processingValue?: number;
            /** Format: int64 */
            screeningValue?: number;
            /** Format: int64 */
            slabOnlyValue?: number;
            /** Format: int64 */
            superExpressValue?: number;
            value: number;
            /** Format: int32 */
            version: number;
            /** Format: int64 */
            xExpressValue?: number;
        };
        CheckoutData: {
            origins: components["schemas"]["Origin"][];
            paymentMethods: components["schemas"]["PaymentMethod"][];
            payOther: {
                /** @enum {string} */
                id: "CHECK" | "CASH";
                name: string;
            }[];
            salesmanagers: {
                name: string;
                repCode: string;
            }[];
            shipOther: {
                /** Format: int64 */
                accountLength: number;
                /** @enum {string} */
                id: "FedEx" | "UPS" | "DHL";
                name: string;
            }[];
        };
        CheckoutDataInput: {
            origins: components["schemas"]["OriginInput"][];
            paymentMethods: components["schemas"]["PaymentMethodInput"][];
            payOther: {
                /** @enum {string} */
                id: "CHECK" | "CASH";
                name: string;
            }[];
            salesmanagers: {
                name: string;
                repCode: string;
            }[];
            shipOther: {
                /** Format: int64 */
                accountLength: number;
                /** @enum {string} */
                id: "FedEx" | "UPS" | "DHL";
                name: string;
            }[];
        };
        ComicImages: {
            images: {
                contentType: string | null;
                expiresAt: string;
                /**
                 * @description cover (Imaging) or sp1..sp4 (ImagingSP)
                 * @enum {string}
                 */
                kind: "cover" | "sp1" | "sp2" | "sp3" | "sp4";
                /** Format: int64 */
                size: number;
                updatedAt: string;
                /** @description Short-lived signed address serving the picture */
                url: string;
            }[];
            uniqueId: string;
        };
        ComicImagesInput: {
            images: {
                contentType: string | null;
                expiresAt: string;
                /**
                 * @description cover (Imaging) or sp1..sp4 (ImagingSP)
                 * @enum {string}
                 */
                kind: "cover" | "sp1" | "sp2" | "sp3" | "sp4";
                /** Format: int64 */
                size: number;
                updatedAt: string;
                /** @description Short-lived signed address serving the picture */
                url: string;
            }[];
            uniqueId: string;
        };
        ContentConvention: {
            address: string | null;
            /** @description YYYY-MM-DD, the event's first day */
            date: string;
            /** Format: int32 */
            id: number;
            /** @description A short-lived address of conventions/{id}.jpg, if uploaded */
            imageUrl: string | null;
            title: string;
            /** Format: int32 */
            version: number;
        };
        ContentConventionInput: {
            address: string | null;
            /** @description YYYY-MM-DD, the event's first day */
            date: string;
            /** Format: int32 */
            id: number;
            /** @description A short-lived address of conventions/{id}.jpg, if uploaded */
            imageUrl: string | null;
            title: string;
            /** Format: int32 */
            version: number;
        };
        ContentEvent: {
            comments: {
                line1: string;
                line2: string;
            }[];
            /** @description YYYY-MM-DD, the event's day (as kept: a past day stays as it was) */
            eventDate: string;
            facilitators: {
                email: string;
                info: string;
            }[];
            /**
             * Format: int32
             * @description The hourly slot, 0 = 12:00 am … 23 = 11:00 pm
             */
            hour: number;
            /** Format: int32 */
            id: number;
            imageUrl: string | null;
            infoEmail: string;
            /** @enum {string} */
            kind: "onsite" | "signing";
            title: string;
            /** Format: int32 */
            version: number;
        };
        ContentEventInput: {
            comments: {
                line1: string;
                line2: string;
            }[];
            /** @description YYYY-MM-DD, the event's day (as kept: a past day stays as it was) */
            eventDate: string;
            facilitators: {
                email: string;
                info: string;
            }[];
            /**
             * Format: int32
             * @description The hourly slot, 0 = 12:00 am … 23 = 11:00 pm
             */
            hour: number;
            /** Format: int32 */
            id: number;
            imageUrl: string | null;
            infoEmail: string;
            /** @enum {string} */
            kind: "onsite" | "signing";
            title: string;
            /** Format: int32 */
            version: number;
        };
        ContentImageAddress: {
            /** @description What the file must be, read from its content */
            contentTypes: string[];
            /** @description ISO-8601 UTC; the address is refused after it */
            expiresAt: string;
            /** @description Headers to send besides the file's Content-Type */
            headers: {
                [key: string]: string;
            };
            /**
             * Format: int64
             * @description Largest file accepted (50 MB)
             */
            maxBytes: number;
            /** @enum {string} */
            method: "PUT" | "GET";
            path: string;
            url: string;
        };
        ContentImageAddressInput: {
            /** @description What the file must be, read from its content */
            contentTypes: string[];
            /** @description ISO-8601 UTC; the address is refused after it */
            expiresAt: string;
            /** @description Headers to send besides the file's Content-Type */
            headers: {
                [key: string]: string;
            };
            /**
             * Format: int64
             * @description Largest file accepted (50 MB)
             */
            maxBytes: number;
            /** @enum {string} */
            method: "PUT" | "GET";
            path: string;
            url: string;
        };
        Convention: {
            address: string | null;
            /** @description YYYY-MM-DD, the event's first day */
            date: string;
            /** Format: int32 */
            id: number;
            title: string;
        };
        ConventionInput: {
            address: string | null;
            /** @description YYYY-MM-DD, the event's first day */
            date: string;
            /** Format: int32 */
            id: number;
            title: string;
        };
        CreatedWorker: {
            /** @description Lowercase known claims */
            claims: string[];
            displayName: string;
            email: string;
            frontedAccess: boolean;
            /** @description False until the worker sets one through the reset link */
            hasPassword: boolean;
            /**
             * Format: uuid
             * @description Worker id
             */
            id: string;
            isActive: boolean;
            /**
             * Format: uri
             * @description Set only when no mail server is configured (SMTP_URL) and the caller is an admin: the one-time set-password link to hand to the worker
             */
            setPasswordLink?: string;
            userName: string;
            /** Format: int32 */
            version: number;
        };
        CreatedWorkerInput: {
            /** @description Lowercase known claims */
            claims: string[];
            displayName: string;
            email: string;
            frontedAccess: boolean;
            /** @description False until the worker sets one through the reset link */
            hasPassword: boolean;
            /**
             * Format: uuid
             * @description Worker id
             */
            id: string;
            isActive: boolean;
            /**
             * Format: uri
             * @description Set only when no mail server is configured (SMTP_URL) and the caller is an admin: the one-time set-password link to hand to the worker
             */
            setPasswordLink?: string;
            userName: string;
            /** Format: int32 */
            version: number;
        };
        CurrencyTotal: {
            /** Format: int64 */
            cents: number;
            /**
             * @description The orders' country: US sums are in $, CA sums in CA$
             * @enum {string}
             */
            countryCode: "US" | "CA";
        };
        CurrencyTotalInput: {
            /** Format: int64 */
            cents: number;
            /**
             * @description The orders' country: US sums are in $, CA sums in CA$
             * @enum {string}
             */
            countryCode: "US" | "CA";
        };
        CustomerMail: {
            /** @description The latest finished e-mail to the current address bounced (SMTP 5xx); null otherwise */
            bounce: {
                /** @description ISO time it failed */
                at: string;
                error: string;
            } | null;
            choices: {
                /** @description False: receipts and shipping, always sent */
                isOptional: boolean;
                isSent: boolean;
                label: string;
                /** @enum {string} */
                milestone: "received" | "invoice" | "grades" | "shipped" | "pickup" | "payment" | "refund";
            }[];
            email: string;
            /** @description The address matches the product's e-mail pattern */
            isEmailValid: boolean;
            turnedOff: ("received" | "invoice" | "grades" | "shipped" | "pickup" | "payment" | "refund")[];
            /**
             * Format: int32
             * @description The customer's version: send it back with a change
             */
            version: number;
        };
        CustomerMailInput: {
            /** @description The latest finished e-mail to the current address bounced (SMTP 5xx); null otherwise */
            bounce: {
                /** @description ISO time it failed */
                at: string;
                error: string;
            } | null;
            choices: {
                /** @description False: receipts and shipping, always sent */
                isOptional: boolean;
                isSent: boolean;
                label: string;
                /** @enum {string} */
                milestone: "received" | "invoice" | "grades" | "shipped" | "pickup" | "payment" | "refund";
            }[];
            email: string;
            /** @description The address matches the product's e-mail pattern */
            isEmailValid: boolean;
            turnedOff: ("received" | "invoice" | "grades" | "shipped" | "pickup" | "payment" | "refund")[];
            /**
             * Format: int32
             * @description The customer's version: send it back with a change
             */
            version: number;
        };
        CustomerRow: {
            email: string;
            firstName: string;
            /** Format: int32 */
            id: number;
            lastName: string;
            membership: string;
            phone: string | null;
        };
        CustomerRowInput: {
            email: string;
            firstName: string;
            /** Format: int32 */
            id: number;
            lastName: string;
            membership: string;
            phone: string | null;
        };
        DashboardStation: {
            isMine: boolean;
            /** Format: int64 */
            items: number;
            /** @description Station queue key (receiving, pressing, grading, …) */
            key: string;
            label: string;
            oldestHours: number | null;
            oldestSince: string | null;
            path: string;
            /** @enum {string} */
            unit: "orders" | "tiers";
            /** Format: int64 */
            waiting: number;
        };
        DashboardStationInput: {
            isMine: boolean;
            /** Format: int64 */
            items: number;
            /** @description Station queue key (receiving, pressing, grading, …) */
            key: string;
            label: string;
            oldestHours: number | null;
            oldestSince: string | null;
            path: string;
            /** @enum {string} */
            unit: "orders" | "tiers";
            /** Format: int64 */
            waiting: number;
        };
        Device: {
            createdAt: string;
            host: string;
            /** Format: int32 */
            id: number;
            /** @enum {string} */
            kind: "LabelWriterPrinter" | "TapePrinter" | "DZPrinter" | "ReceiptPrinter" | "Station";
            location: string;
            name: string;
            note: string;
            /** Format: int64 */
            port: number | null;
            /** Format: int32 */
            version: number;
        };
        DeviceInput: {
            createdAt: string;
            host: string;
            /** Format: int32 */
            id: number;
            /** @enum {string} */
            kind: "LabelWriterPrinter" | "TapePrinter" | "DZPrinter" | "ReceiptPrinter" | "Station";
            location: string;
            name: string;
            note: string;
            /** Format: int64 */
            port: number | null;
            /** Format: int32 */
            version: number;
        };
        ErrorBody: {
            exceptionMessage?: string;
            message: string;
            modelState?: {
                [key: string]: string[];
            };
        };
        ErrorBodyInput: {
            exceptionMessage?: string;
            message: string;
            modelState?: {
                [key: string]: string[];
            };
        };
        ExternalUser: {
            createdAt: string;
            /** Format: int32 */
            id: number;
            name: string;
            prefix: string;
            /** Format: int32 */
            version: number;
        };
        ExternalUserInput: {
            createdAt: string;
            /** Format: int32 */
            id: number;
            name: string;
            prefix: string;
            /** Format: int32 */
            version: number;
        };
        FailedEmail: {
            /** Format: int64 */
            attempts: number;
            /** @description ISO time the message was queued */
            createdAt: string;
            error: string | null;
            /** @description ISO time of the last failed try; null unless failed */
            failedAt: string | null;
            /** Format: uuid */
            id: string;
            /** @description Failed because the recipient's server refused the address or message for good (5xx) */
            isBounced?: boolean;
            /**
             * @description Null unless a milestone e-mail
             * @enum {string|null}
             */
            milestone?: "received" | "invoice" | "grades" | "shipped" | "pickup" | "payment" | "refund" | null;
            /** @description The milestone in words (Grades ready) */
            milestoneLabel?: string | null;
            /** @description The order a milestone e-mail is about */
            orderId?: string | null;
            /** @description The comment of the last resend, if any */
            resendComment: string | null;
            resentAt: string | null;
            /** @description User name of who resent it last */
            resentBy: string | null;
            /** @description ISO time it was delivered; null unless sent */
            sentAt: string | null;
            /** @enum {string} */
            state: "queued" | "sent" | "failed";
            subject: string;
            to: string;
            /**
             * Format: int32
             * @description Send it back with a resend: a changed message answers 409
             */
            version: number;
        };
        FailedEmailInput: {
            /** Format: int64 */
            attempts: number;
            /** @description ISO time the message was queued */
            createdAt: string;
            error: string | null;
            /** @description ISO time of the last failed try; null unless failed */
            failedAt: string | null;
            /** Format: uuid */
            id: string;
            /** @description Failed because the recipient's server refused the address or message for good (5xx) */
            isBounced?: boolean;
            /**
             * @description Null unless a milestone e-mail
             * @enum {string|null}
             */
            milestone?: "received" | "invoice" | "grades" | "shipped" | "pickup" | "payment" | "refund" | null;
            /** @description The milestone in words (Grades ready) */
            milestoneLabel?: string | null;
            /** @description The order a milestone e-mail is about */
            orderId?: string | null;
            /** @description The comment of the last resend, if any */
            resendComment: string | null;
            resentAt: string | null;
            /** @description User name of who resent it last */
            resentBy: string | null;
            /** @description ISO time it was delivered; null unless sent */
            sentAt: string | null;
            /** @enum {string} */
            state: "queued" | "sent" | "failed";
            subject: string;
            to: string;
            /**
             * Format: int32
             * @description Send it back with a resend: a changed message answers 409
             */
            version: number;
        };
        ImageUploadAddress: {
            /** @description What the file must be, read from its content */
            contentTypes: string[];
            /** @description ISO-8601 UTC; the address is refused after it */
            expiresAt: string;
            /** @description Headers to send besides the file's Content-Type */
            headers: {
                [key: string]: string;
            };
            /**
             * @description cover (Imaging) or sp1..sp4 (ImagingSP)
             * @enum {string}
             */
            kind: "cover" | "sp1" | "sp2" | "sp3" | "sp4";
            /**
             * Format: int64
             * @description Largest file accepted (50 MB)
             */
            maxBytes: number;
            /** @enum {string} */
            method: "PUT" | "GET";
            url: string;
        };
        ImageUploadAddressInput: {
            /** @description What the file must be, read from its content */
            contentTypes: string[];
            /** @description ISO-8601 UTC; the address is refused after it */
            expiresAt: string;
            /** @description Headers to send besides the file's Content-Type */
            headers: {
                [key: string]: string;
            };
            /**
             * @description cover (Imaging) or sp1..sp4 (ImagingSP)
             * @enum {string}
             */
            kind: "cover" | "sp1" | "sp2" | "sp3" | "sp4";
            /**
             * Format: int64
             * @description Largest file accepted (50 MB)
             */
            maxBytes: number;
            /** @enum {string} */
            method: "PUT" | "GET";
            url: string;
        };
        LabDetails: {
            /** @description Street lines, then city, region and postal code, as printed */
            addressLines: string[];
            email: string;
            /** @description Pickup hours as the lab writes them */
            hours: string;
            /** @description Absolute address of the logo picture; null for the name alone */
            logoUrl: string | null;
            name: string;
            phone: string;
            /** @description The lab's time zone (IANA): dates in e-mails are the lab's dates */
            timeZone: string;
        };
        LabDetailsInput: {
            /** @description Street lines, then city, region and postal code, as printed */
            addressLines: string[];
            email: string;
            /** @description Pickup hours as the lab writes them */
            hours: string;
            /** @description Absolute address of the logo picture; null for the name alone */
            logoUrl: string | null;
            name: string;
            phone: string;
            /** @description The lab's time zone (IANA): dates in e-mails are the lab's dates */
            timeZone: string;
        };
        LabDetailsSetting: {
            /** @description Street lines, then city, region and postal code, as printed */
            addressLines: string[];
            email: string;
            /** @description Pickup hours as the lab writes them */
            hours: string;
            /** @description Never saved: the e-mails carry the defaults shown */
            isDefault: boolean;
            /** @description Absolute address of the logo picture; null for the name alone */
            logoUrl: string | null;
            name: string;
            phone: string;
            /** @description The lab's time zone (IANA): dates in e-mails are the lab's dates */
            timeZone: string;
            updatedAt: string | null;
            updatedBy: {
                id: string;
                name: string;
            } | null;
            /**
             * Format: int32
             * @description 0 until first saved; send it back with a change
             */
            version: number;
        };
        LabDetailsSettingInput: {
            /** @description Street lines, then city, region and postal code, as printed */
            addressLines: string[];
            email: string;
            /** @description Pickup hours as the lab writes them */
            hours: string;
            /** @description Never saved: the e-mails carry the defaults shown */
            isDefault: boolean;
            /** @description Absolute address of the logo picture; null for the name alone */
            logoUrl: string | null;
            name: string;
            phone: string;
            /** @description The lab's time zone (IANA): dates in e-mails are the lab's dates */
            timeZone: string;
            updatedAt: string | null;
            updatedBy: {
                id: string;
                name: string;
            } | null;
            /**
             * Format: int32
             * @description 0 until first saved; send it back with a change
             */
            version: number;
        };
        LabelPdf: {
            /** Format: int64 */
            labels: number;
            pdfName: string;
            /** Format: int64 */
            totalPages: number;
        };
        LabelPdfInput: {
            /** Format: int64 */
            labels: number;
            pdfName: string;
            /** Format: int64 */
            totalPages: number;
        };
        LabelQueue: {
            /** @description In the spec's bucket order; empty buckets left out */
            buckets: {
                /** @description 10, 99, 98, gg (comics and magazines); CB, HR, LP, RB, SL, PF (manga) */
                bucket: string;
                comics: {
                    label: components["schemas"]["LabelText"];
                    orderId: string;
                    tierId: string;
                    uniqueId: string;
                }[];
                /**
                 * Format: int64
                 * @description Sheets this bucket prints on (domain bucketPages)
                 */
                pages: number;
            }[];
            /** @enum {string} */
            collectibleType: "Comic" | "Magazine" | "Manga";
            generatedAt: string | null;
            /** @description Set once generated: the queue is downloadable */
            pdfName: string | null;
            /** @description Newest first */
            tiers: {
                addedAt: string;
                /** Format: int64 */
                comics: number;
                orderId: string;
                tierId: string;
            }[];
            /**
             * Format: int64
             * @description Pages of the last generated PDF; 0 before generating
             */
            totalPages: number;
            unbucketed: {
                label: components["schemas"]["LabelText"];
                orderId: string;
                tierId: string;
                uniqueId: string;
            }[];
            /** Format: int32 */
            version: number;
        };
        LabelQueueInput: {
            /** @description In the spec's bucket order; empty buckets left out */
            buckets: {
                /** @description 10, 99, 98, gg (comics and magazines); CB, HR, LP, RB, SL, PF (manga) */
                bucket: string;
                comics: {
                    label: components["schemas"]["LabelTextInput"];
                    orderId: string;
                    tierId: string;
                    uniqueId: string;
                }[];
                /**
                 * Format: int64
                 * @description Sheets this bucket prints on (domain bucketPages)
                 */
                pages: number;
            }[];
            /** @enum {string} */
            collectibleType: "Comic" | "Magazine" | "Manga";
            generatedAt: string | null;
            /** @description Set once generated: the queue is downloadable */
            pdfName: string | null;
            /** @description Newest first */
            tiers: {
                addedAt: string;
                /** Format: int64 */
                comics: number;
                orderId: string;
                tierId: string;
            }[];
            /**
             * Format: int64
             * @description Pages of the last generated PDF; 0 before generating
             */
            totalPages: number;
            unbucketed: {
                label: components["schemas"]["LabelTextInput"];
                orderId: string;
                tierId: string;
                uniqueId: string;
            }[];
            /** Format: int32 */
            version: number;
        };
        LabelText: {
            category: string | null;
            /** @description The comic's unique id, printed as a Code 128 barcode */
            certification: string;
            /** @enum {string} */
            colour: "universal" | "signature" | "qualified" | "restored";
            grade: string | null;
            issue: string | null;
            keyComments: string[];
            pageQuality: string | null;
            publisher: string | null;
            signees: string[];
            titleLines: (string)[];
            year: string | null;
        };
        LabelTextInput: {
            category: string | null;
            /** @description The comic's unique id, printed as a Code 128 barcode */
            certification: string;
            /** @enum {string} */
            colour: "universal" | "signature" | "qualified" | "restored";
            grade: string | null;
            issue: string | null;
            keyComments: string[];
            pageQuality: string | null;
            publisher: string | null;
            signees: string[];
            titleLines: (string)[];
            year: string | null;
        };
        LabLogoAddress: {
            /** @description What the file must be, read from its content */
            contentTypes: string[];
            /** @description ISO-8601 UTC; the address is refused after it */
            expiresAt: string;
            /** @description Headers to send besides the file's Content-Type */
            headers: {
                [key: string]: string;
            };
            /**
             * Format: int64
             * @description Largest file accepted
             */
            maxBytes: number;
            /** @enum {string} */
            method: "PUT" | "GET";
            url: string;
        };
        LabLogoAddressInput: {
            /** @description What the file must be, read from its content */
            contentTypes: string[];
            /** @description ISO-8601 UTC; the address is refused after it */
            expiresAt: string;
            /** @description Headers to send besides the file's Content-Type */
            headers: {
                [key: string]: string;
            };
            /**
             * Format: int64
             * @description Largest file accepted
             */
            maxBytes: number;
            /** @enum {string} */
            method: "PUT" | "GET";
            url: string;
        };
        LabTimeZone: {
            /** @description Never set: the server's own zone */
            isDefault: boolean;
            /** @description IANA zone name, e.g. America/New_York */
            timeZone: string;
            updatedAt: string | null;
            updatedBy: {
                id: string;
                name: string;
            } | null;
            /**
             * Format: int32
             * @description 0 until first saved
             */
            version: number;
        };
        LabTimeZoneInput: {
            /** @description Never set: the server's own zone */
            isDefault: boolean;
            /** @description IANA zone name, e.g. America/New_York */
            timeZone: string;
            updatedAt: string | null;
            updatedBy: {
                id: string;
                name: string;
            } | null;
            /**
             * Format: int32
             * @description 0 until first saved
             */
            version: number;
        };
        LookupValue: {
            /** Format: int64 */
            endYear?: number;
            publisher?: string;
            /** Format: int64 */
            startYear?: number;
            value: string;
        };
        LookupValueInput: {
            /** Format: int64 */
            endYear?: number;
            publisher?: string;
            /** Format: int64 */
            startYear?: number;
            value: string;
        };
        Member: {
            createdAt: string;
            defaultSalesRep: string | null;
            dhlAccount: string;
            /** Format: int64 */
            discount: number;
            email: string;
            fedExAccount: string;
            firstName: string;
            /** Format: int32 */
            id: number;
            isWelcomePromo: boolean;
            lastName: string;
            membership: string;
            phone: string | null;
            /** Format: int64 */
            pressingDiscount: number;
            upsAccount: string;
            /** Format: int32 */
            version: number;
            /** Format: int64 */
            vspDiscount: number;
        };
        MemberInput: {
            createdAt: string;
            defaultSalesRep: string | null;
            dhlAccount: string;
            /** Format: int64 */
            discount: number;
            email: string;
            fedExAccount: string;
            firstName: string;
            /** Format: int32 */
            id: number;
            isWelcomePromo: boolean;
            lastName: string;
            membership: string;
            phone: string | null;
            /** Format: int64 */
            pressingDiscount: number;
            upsAccount: string;
            /** Format: int32 */
            version: number;
            /** Format: int64 */
            vspDiscount: number;
        };
        MilestoneEmail: {
            /** @description ISO time it was queued (the move that reached the milestone) */
            createdAt: string;
            /** @description Why the last try failed; null unless failed */
            error: string | null;
            failedAt: string | null;
            /** Format: uuid */
            id: string;
            /** @description Failed because the recipient's server refused it for good (SMTP 5xx) */
            isBounced: boolean;
            /** @description A correction of a changed fact (a new tracking number) */
            isCorrection: boolean;
            /** @description The milestone in words (Grades ready) */
            label: string;
            /** @enum {string} */
            milestone: "received" | "invoice" | "grades" | "shipped" | "pickup" | "payment" | "refund";
            orderId: string;
            sentAt: string | null;
            /** @enum {string} */
            state: "queued" | "sent" | "failed";
            to: string;
        };
        MilestoneEmailInput: {
            /** @description ISO time it was queued (the move that reached the milestone) */
            createdAt: string;
            /** @description Why the last try failed; null unless failed */
            error: string | null;
            failedAt: string | null;
            /** Format: uuid */
            id: string;
            /** @description Failed because the recipient's server refused it for good (SMTP 5xx) */
            isBounced: boolean;
            /** @description A correction of a changed fact (a new tracking number) */
            isCorrection: boolean;
            /** @description The milestone in words (Grades ready) */
            label: string;
            /** @enum {string} */
            milestone: "received" | "invoice" | "grades" | "shipped" | "pickup" | "payment" | "refund";
            orderId: string;
            sentAt: string | null;
            /** @enum {string} */
            state: "queued" | "sent" | "failed";
            to: string;
        };
        MilestonePreview: {
            /** @description The HTML part; show it sandboxed (no script runs) */
            html: string;
            label: string;
            /** @enum {string} */
            milestone: "received" | "invoice" | "grades" | "shipped" | "pickup" | "payment" | "refund";
            subject: string;
            /** @description The plain-text part */
            text: string;
        };
        MilestonePreviewInput: {
            /** @description The HTML part; show it sandboxed (no script runs) */
            html: string;
            label: string;
            /** @enum {string} */
            milestone: "received" | "invoice" | "grades" | "shipped" | "pickup" | "payment" | "refund";
            subject: string;
            /** @description The plain-text part */
            text: string;
        };
        MilestoneTemplate: {
            /** @description A customer may turn it off (receipts and shipping always go) */
            isOptional: boolean;
            /** @description What the customer's record and the subject call it */
            label: string;
            /** @enum {string} */
            milestone: "received" | "invoice" | "grades" | "shipped" | "pickup" | "payment" | "refund";
        };
        MilestoneTemplateInput: {
            /** @description A customer may turn it off (receipts and shipping always go) */
            isOptional: boolean;
            /** @description What the customer's record and the subject call it */
            label: string;
            /** @enum {string} */
            milestone: "received" | "invoice" | "grades" | "shipped" | "pickup" | "payment" | "refund";
        };
        Origin: {
            /** @description The event's first day (YYYY-MM-DD); absent for Mail and Walk In */
            date?: string;
            id: string;
            title: string;
        };
        OriginInput: {
            /** @description The event's first day (YYYY-MM-DD); absent for Mail and Walk In */
            date?: string;
            id: string;
            title: string;
        };
        PaymentMethod: {
            /** @description Last four digits of the bank account */
            accountNumber: string | null;
            bankName: string | null;
            /** @description Visa, Mastercard, Amex, Discover…; null for a bank account */
            brand: string | null;
            /** @description Last four digits of the card (spec: 'last digits') */
            cardNumber: string | null;
            createdAt: string;
            displayName: string;
            /** Format: int32 */
            expireMonth: number | null;
            /** Format: int64 */
            expireYear: number | null;
            /** Format: int32 */
            id: number;
            /** @description A card past its expiry month (it cannot be charged) */
            isExpired: boolean;
            /** @enum {string} */
            type: "CreditCard" | "BankAccount";
            /**
             * Format: int32
             * @description The customer it belongs to
             */
            userId: number;
        };
        PaymentMethodInput: {
            /** @description Last four digits of the bank account */
            accountNumber: string | null;
            bankName: string | null;
            /** @description Visa, Mastercard, Amex, Discover…; null for a bank account */
            brand: string | null;
            /** @description Last four digits of the card (spec: 'last digits') */
            cardNumber: string | null;
            createdAt: string;
            displayName: string;
            /** Format: int32 */
            expireMonth: number | null;
            /** Format: int64 */
            expireYear: number | null;
            /** Format: int32 */
            id: number;
            /** @description A card past its expiry month (it cannot be charged) */
            isExpired: boolean;
            /** @enum {string} */
            type: "CreditCard" | "BankAccount";
            /**
             * Format: int32
             * @description The customer it belongs to
             */
            userId: number;
        };
        Pedigree: {
            /** Format: int32 */
            id: number;
            name: string;
        };
        PedigreeInput: {
            /** Format: int32 */
            id: number;
            name: string;
        };
        PromoCode: {
            /** @enum {string} */
            addOn?: "fastPass" | "image" | "international" | "VSP" | "VSPP" | "ASP" | "gradingpressscreen";
            /** @enum {string} */
            collectibleType?: "Comic" | "Magazine" | "Manga";
            endDate?: string;
            id: string;
            isExpress?: boolean;
            isPressing?: boolean;
            isPriority?: boolean;
            isStandard?: boolean;
            lastUpdatedDate?: string;
            /** @enum {string} */
            promoType: "DollarTotal" | "PercentTotal" | "DollarGrading" | "PercentGrading" | "DollarAddOn" | "PercentAddOn" | "DollarSignature" | "DollarGradingService" | "PercentGradingService" | "Welcome" | "ComicReholder" | "MagazineReholder" | "PerBook" | "Tankobon5Pack" | "Free_Shipping" | "XGetY";
            /** Format: int64 */
            promoValue: number;
            startDate?: string;
            title: string;
            /** Format: int64 */
            xBooks?: number;
            /** Format: int64 */
            yBooks?: number;
        };
        PromoCodeAdmin: {
            /** @enum {string} */
            addOn?: "fastPass" | "image" | "international" | "VSP" | "VSPP" | "ASP" | "gradingpressscreen";
            /** @enum {string} */
            collectibleType?: "Comic" | "Magazine" | "Manga";
            endDate?: string;
            id: string;
            isExpress?: boolean;
            isPressing?: boolean;
            isPriority?: boolean;
            isStandard?: boolean;
            /** @description ISO time of the last change */
            lastUpdatedDate: string;
            /** @enum {string} */
            promoType: "DollarTotal" | "PercentTotal" | "DollarGrading" | "PercentGrading" | "DollarAddOn" | "PercentAddOn" | "DollarSignature" | "DollarGradingService" | "PercentGradingService" | "Welcome" | "ComicReholder" | "MagazineReholder" | "PerBook" | "Tankobon5Pack" | "Free_Shipping" | "XGetY";
            /** Format: int64 */
            promoValue: number;
            startDate?: string;
            title: string;
            /** Format: int32 */
            version: number;
            /** Format: int64 */
            xBooks?: number;
            /** Format: int64 */
            yBooks?: number;
        };
        PromoCodeAdminInput: {
            /** @enum {string} */
            addOn?: "fastPass" | "image" | "international" | "VSP" | "VSPP" | "ASP" | "gradingpressscreen";
            /** @enum {string} */
            collectibleType?: "Comic" | "Magazine" | "Manga";
            endDate?: string;
            id: string;
            isExpress?: boolean;
            isPressing?: boolean;
            isPriority?: boolean;
            isStandard?: boolean;
            /** @description ISO time of the last change */
            lastUpdatedDate: string;
            /** @enum {string} */
            promoType: "DollarTotal" | "PercentTotal" | "DollarGrading" | "PercentGrading" | "DollarAddOn" | "PercentAddOn" | "DollarSignature" | "DollarGradingService" | "PercentGradingService" | "Welcome" | "ComicReholder" | "MagazineReholder" | "PerBook" | "Tankobon5Pack" | "Free_Shipping" | "XGetY";
            /** Format: int64 */
            promoValue: number;
            startDate?: string;
            title: string;
            /** Format: int32 */
            version: number;
            /** Format: int64 */
            xBooks?: number;
            /** Format: int64 */
            yBooks?: number;
        };
        PromoCodeInput: {
            /** @enum {string} */
            addOn?: "fastPass" | "image" | "international" | "VSP" | "VSPP" | "ASP" | "gradingpressscreen";
            /** @enum {string} */
            collectibleType?: "Comic" | "Magazine" | "Manga";
            endDate?: string;
            id: string;
            isExpress?: boolean;
            isPressing?: boolean;
            isPriority?: boolean;
            isStandard?: boolean;
            lastUpdatedDate?: string;
            /** @enum {string} */
            promoType: "DollarTotal" | "PercentTotal" | "DollarGrading" | "PercentGrading" | "DollarAddOn" | "PercentAddOn" | "DollarSignature" | "DollarGradingService" | "PercentGradingService" | "Welcome" | "ComicReholder" | "MagazineReholder" | "PerBook" | "Tankobon5Pack" | "Free_Shipping" | "XGetY";
            /** Format: int64 */
            promoValue: number;
            startDate?: string;
            title: string;
            /** Format: int64 */
            xBooks?: number;
            /** Format: int64 */
            yBooks?: number;
        };
        PublicContent: {
            banners: {
                end: string | null;
                /** @description header1..3, blanks dropped */
                headers: string[];
                /** Format: int32 */
                id: number;
                /** @description Signed address of the picture (valid a day), null without one */
                imageUrl: string | null;
                /** @description line1..3, blanks dropped */
                lines: string[];
                start: string | null;
            }[];
            conventions: {
                address: string | null;
                date: string;
                /** Format: int32 */
                id: number;
                /** @description Signed address of the picture (valid a day), null without one */
                imageUrl: string | null;
                title: string;
            }[];
            events: {
                comments: {
                    line1: string;
                    line2: string;
                }[];
                eventDate: string;
                /** Format: int32 */
                id: number;
                /** @description Signed address of the picture (valid a day), null without one */
                imageUrl: string | null;
                infoEmail: string;
                /** @enum {string} */
                kind: "onsite" | "signing";
                title: string;
            }[];
            /** @description When the banners were last published */
            publishedAt: string | null;
            sliders: {
                caption: string;
                /** Format: int32 */
                id: number;
                /** @description Signed address of the picture (valid a day), null without one */
                imageUrl: string | null;
                link: string;
                name: string;
            }[];
        };
        PublicContentInput: {
            banners: {
                end: string | null;
                /** @description header1..3, blanks dropped */
                headers: string[];
                /** Format: int32 */
                id: number;
                /** @description Signed address of the picture (valid a day), null without one */
                imageUrl: string | null;
                /** @description line1..3, blanks dropped */
                lines: string[];
                start: string | null;
            }[];
            conventions: {
                address: string | null;
                date: string;
                /** Format: int32 */
                id: number;
                /** @description Signed address of the picture (valid a day), null without one */
                imageUrl: string | null;
                title: string;
            }[];
            events: {
                comments: {
                    line1: string;
                    line2: string;
                }[];
                eventDate: string;
                /** Format: int32 */
                id: number;
                /** @description Signed address of the picture (valid a day), null without one */
                imageUrl: string | null;
                infoEmail: string;
                /** @enum {string} */
                kind: "onsite" | "signing";
                title: string;
            }[];
            /** @description When the banners were last published */
            publishedAt: string | null;
            sliders: {
                caption: string;
                /** Format: int32 */
                id: number;
                /** @description Signed address of the picture (valid a day), null without one */
                imageUrl: string | null;
                link: string;
                name: string;
            }[];
        };
        RateOption: {
            /** Format: int64 */
            additionalCost: number;
            /** Format: int64 */
            baseCost: number;
            /**
             * Format: int64
             * @description The Handling line the totals show for this rate (0 when folded into sh)
             */
            handling: number;
            /** Format: int64 */
            handlingCost: number;
            id: string;
            /** Format: int64 */
            insuranceCost: number;
            isPickup?: boolean;
            name: string;
            /**
             * Format: int64
             * @description The Shipping line the totals show for this rate (handling folded in before 16 Apr 2025)
             */
            sh: number;
            /** Format: int64 */
            totalCost: number;
        };
        RateOptionInput: {
            /** Format: int64 */
            additionalCost: number;
            /** Format: int64 */
            baseCost: number;
            /**
             * Format: int64
             * @description The Handling line the totals show for this rate (0 when folded into sh)
             */
            handling: number;
            /** Format: int64 */
            handlingCost: number;
            id: string;
            /** Format: int64 */
            insuranceCost: number;
            isPickup?: boolean;
            name: string;
            /**
             * Format: int64
             * @description The Shipping line the totals show for this rate (handling folded in before 16 Apr 2025)
             */
            sh: number;
            /** Format: int64 */
            totalCost: number;
        };
        Rates: {
            /** @enum {string} */
            country: "US" | "CA";
            /** @description First received date of that rate table */
            from: string;
            rates: components["schemas"]["RateOption"][];
            /**
             * Format: int32
             * @description Rate version of the received date (§9 cut-offs)
             */
            version: number;
        };
        RatesInput: {
            /** @enum {string} */
            country: "US" | "CA";
            /** @description First received date of that rate table */
            from: string;
            rates: components["schemas"]["RateOptionInput"][];
            /**
             * Format: int32
             * @description Rate version of the received date (§9 cut-offs)
             */
            version: number;
        };
        ReholderComic: {
            category: string | null;
            /** @enum {string} */
            collectibleType: "Comic" | "Magazine" | "Manga";
            comicId: string;
            displayGrade: string;
            displayTitle: string;
            grade: number | null;
            /** Format: int64 */
            insured: number;
            /** @description A partial (raw) grade: refused as a reholder (§5) */
            isRawGrade: boolean;
            issue: string | null;
            /** @enum {string|null} */
            mangaType: "Tankobon" | "Zasshi" | null;
            orderId: string;
            pageQuality: string | null;
            /** @description The comic's collection (pedigree) when it has one */
            pedigree: string | null;
            publisher: string | null;
            restoration: string | null;
            status: string;
            title: string;
            uniqueId: string;
            variant: string | null;
            year: string | null;
        };
        ReholderComicInput: {
            category: string | null;
            /** @enum {string} */
            collectibleType: "Comic" | "Magazine" | "Manga";
            comicId: string;
            displayGrade: string;
            displayTitle: string;
            grade: number | null;
            /** Format: int64 */
            insured: number;
            /** @description A partial (raw) grade: refused as a reholder (§5) */
            isRawGrade: boolean;
            issue: string | null;
            /** @enum {string|null} */
            mangaType: "Tankobon" | "Zasshi" | null;
            orderId: string;
            pageQuality: string | null;
            /** @description The comic's collection (pedigree) when it has one */
            pedigree: string | null;
            publisher: string | null;
            restoration: string | null;
            status: string;
            title: string;
            uniqueId: string;
            variant: string | null;
            year: string | null;
        };
        SalesRep: {
            /** @description ISO time the rep was added */
            date: string;
            firstName: string;
            lastName: string;
            repCode: string;
            /** Format: int32 */
            version: number;
        };
        SalesRepInput: {
            /** @description ISO time the rep was added */
            date: string;
            firstName: string;
            lastName: string;
            repCode: string;
            /** Format: int32 */
            version: number;
        };
        Settings: {
            /** @description CAD per USD; null until first saved */
            exchangeRate: number | null;
            updatedAt: string | null;
            updatedBy: {
                id: string;
                name: string;
            } | null;
            /**
             * Format: int32
             * @description 0 until first saved
             */
            version: number;
        };
        SettingsInput: {
            /** @description CAD per USD; null until first saved */
            exchangeRate: number | null;
            updatedAt: string | null;
            updatedBy: {
                id: string;
                name: string;
            } | null;
            /**
             * Format: int32
             * @description 0 until first saved
             */
            version: number;
        };
        Shelf: {
            /** @enum {string} */
            country: "US" | "CA";
            createdAt: string;
            id: string;
            location: string;
            /** Format: int64 */
            tierCount: number;
        };
        ShelfInput: {
            /** @enum {string} */
            country: "US" | "CA";
            createdAt: string;
            id: string;
            location: string;
            /** Format: int64 */
            tierCount: number;
        };
        ShippingRate: {
            /** Format: int64 */
            additionalCost: number;
            /** Format: int64 */
            baseCost: number;
            /** Format: int64 */
            handlingCost: number;
            id: string;
            /** Format: int64 */
            insuranceCost: number;
            isPickup?: boolean;
            name: string;
        };
        ShippingRateInput: {
            /** Format: int64 */
            additionalCost: number;
            /** Format: int64 */
            baseCost: number;
            /** Format: int64 */
            handlingCost: number;
            id: string;
            /** Format: int64 */
            insuranceCost: number;
            isPickup?: boolean;
            name: string;
        };
        ShippingRateTable: {
            /** @description First received date (YYYY-MM-DD) the table applies to */
            from: string;
            rates: components["schemas"]["ShippingRate"][];
            /** Format: int32 */
            version: number;
        };
        ShippingRateTableInput: {
            /** @description First received date (YYYY-MM-DD) the table applies to */
            from: string;
            rates: components["schemas"]["ShippingRateInput"][];
            /** Format: int32 */
            version: number;
        };
        Slider: {
            caption: string;
            /** Format: int32 */
            id: number;
            /** @description Short-lived signed address showing the picture */
            imageUrl: string | null;
            /** @description The picture's blob path (slider/{id}.jpg), null without one */
            img: string | null;
            isActive: boolean;
            link: string;
            name: string;
            /** Format: int64 */
            order: number;
            /** Format: int32 */
            version: number;
        };
        SliderInput: {
            caption: string;
            /** Format: int32 */
            id: number;
            /** @description Short-lived signed address showing the picture */
            imageUrl: string | null;
            /** @description The picture's blob path (slider/{id}.jpg), null without one */
            img: string | null;
            isActive: boolean;
            link: string;
            name: string;
            /** Format: int64 */
            order: number;
            /** Format: int32 */
            version: number;
        };
        SubmitData: {
            addOns: components["schemas"]["CatalogAddOn"][];
            /** @enum {string} */
            collectibleType: "Comic" | "Magazine" | "Manga";
            /** @enum {string} */
            country: "US" | "CA";
            /** @enum {string} */
            currency: "USD" | "CAD";
            dealerDiscounts: {
                grading: number;
                pressing: number;
                vsp: number;
            };
            fastPassDays: {
                /** Format: int64 */
                1: number;
                /** Format: int64 */
                2: number;
                /** Format: int64 */
                3: number;
                /** Format: int64 */
                4: number;
                /** Format: int64 */
                5: number;
                /** Format: int64 */
                6: number;
            };
            /** @description The grade scale, 0.5 to 10 */
            grades: number[];
            isVersionChanged: boolean;
            level: string;
            /** @enum {string} */
            mangaType: "Tankobon" | "Zasshi";
            pedigrees: components["schemas"]["Pedigree"][];
            /** Format: int64 */
            rejectFee: number;
            shippingRates: components["schemas"]["ShippingRateTable"][];
            tiers: components["schemas"]["CatalogTier"][];
            /** Format: int32 */
            version: number;
        };
        SubmitDataInput: {
            addOns: components["schemas"]["CatalogAddOnInput"][];
            /** @enum {string} */
            collectibleType: "Comic" | "Magazine" | "Manga";
            /** @enum {string} */
            country: "US" | "CA";
            /** @enum {string} */
            currency: "USD" | "CAD";
            dealerDiscounts: {
                grading: number;
                pressing: number;
                vsp: number;
            };
            fastPassDays: {
                /** Format: int64 */
                1: number;
                /** Format: int64 */
                2: number;
                /** Format: int64 */
                3: number;
                /** Format: int64 */
                4: number;
                /** Format: int64 */
                5: number;
                /** Format: int64 */
                6: number;
            };
            /** @description The grade scale, 0.5 to 10 */
            grades: number[];
            isVersionChanged: boolean;
            level: string;
            /** @enum {string} */
            mangaType: "Tankobon" | "Zasshi";
            pedigrees: components["schemas"]["PedigreeInput"][];
            /** Format: int64 */
            rejectFee: number;
            shippingRates: components["schemas"]["ShippingRateTableInput"][];
            tiers: components["schemas"]["CatalogTierInput"][];
            /** Format: int32 */
            version: number;
        };
        Subscriber: {
            /** @description ISO time of the sign-up */
            createdAt: string;
            email: string;
            firstName: string;
            /** Format: int32 */
            id: number;
            lastName: string;
        };
        SubscriberInput: {
            /** @description ISO time of the sign-up */
            createdAt: string;
            email: string;
            firstName: string;
            /** Format: int32 */
            id: number;
            lastName: string;
        };
        TokenError: {
            error: string;
            error_description: string;
            verification?: boolean;
        };
        TokenErrorInput: {
            error: string;
            error_description: string;
            verification?: boolean;
        };
        TokenResponse: {
            access_token: string;
            claims: string;
            displayName: string;
            /** Format: int64 */
            expires_in: number;
            refresh_token: string;
            /** @enum {string} */
            token_type: "bearer";
            userName: string;
            userRole: string;
        };
        TokenResponseInput: {
            access_token: string;
            claims: string;
            displayName: string;
            /** Format: int64 */
            expires_in: number;
            refresh_token: string;
            /** @enum {string} */
            token_type: "bearer";
            userName: string;
            userRole: string;
        };
        TurnaroundTime: {
            createdAt: string;
            /** Format: int64 */
            days: number;
            /** Format: int32 */
            id: number;
            service: string;
            /** Format: int64 */
            sortOrder: number;
            title: string;
            /** Format: int32 */
            version: number;
        };
        TurnaroundTimeInput: {
            createdAt: string;
            /** Format: int64 */
            days: number;
            /** Format: int32 */
            id: number;
            service: string;
            /** Format: int64 */
            sortOrder: number;
            title: string;
            /** Format: int32 */
            version: number;
        };
        UserProfile: {
            addresses: components["schemas"]["Address"][];
            member: components["schemas"]["Member"];
            payMethods: components["schemas"]["PaymentMethod"][];
            rewards: {
                /** Format: int64 */
                applied: number;
                /** Format: int64 */
                available: number;
                /** Format: int64 */
                original: number;
            };
            summary: {
                /** Format: int64 */
                openOrders: number;
                /** Format: int64 */
                orderCount: number;
                /** @description Grand totals of the customer's orders, per currency */
                totalsSpent: components["schemas"]["CurrencyTotal"][];
            };
            /** Format: int32 */
            version: number;
        };
        UserProfileInput: {
            addresses: components["schemas"]["AddressInput"][];
            member: components["schemas"]["MemberInput"];
            payMethods: components["schemas"]["PaymentMethodInput"][];
            rewards: {
                /** Format: int64 */
                applied: number;
                /** Format: int64 */
                available: number;
                /** Format: int64 */
                original: number;
            };
            summary: {
                /** Format: int64 */
                openOrders: number;
                /** Format: int64 */
                orderCount: number;
                /** @description Grand totals of the customer's orders, per currency */
                totalsSpent: components["schemas"]["CurrencyTotalInput"][];
            };
            /** Format: int32 */
            version: number;
        };
        Worker: {
            /** @description Lowercase known claims */
            claims: string[];
            displayName: string;
            email: string;
            frontedAccess: boolean;
            /** @description False until the worker sets one through the reset link */
            hasPassword: boolean;
            /**
             * Format: uuid
             * @description Worker id
             */
            id: string;
            isActive: boolean;
            userName: string;
            /** Format: int32 */
            version: number;
        };
        WorkerInput: {
            /** @description Lowercase known claims */
            claims: string[];
            displayName: string;
            email: string;
            frontedAccess: boolean;
            /** @description False until the worker sets one through the reset link */
            hasPassword: boolean;
            /**
             * Format: uuid
             * @description Worker id
             */
            id: string;
            isActive: boolean;
            userName: string;
            /** Format: int32 */
            version: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
