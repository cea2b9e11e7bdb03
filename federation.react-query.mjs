// What the browser bundles share as `@tanstack/react-query` (federation.shared.mjs): only the names the remotes
// import. A shared module is not tree-shaken, so the package's whole index would ship mutations, infinite and
// suspense queries and hydration to every visitor. A remote that imports another name from @tanstack/react-query
// must add it here (it would be undefined in the browser).
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query/modern/index.js';
