import { ADMIN_PAGES, type AdminPage } from '@salon/shared';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { RequireCustomer, RequireStaff } from './guards/guards';
import { PublicLayout } from './layouts/public/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { RouteError } from './layouts/RouteError';
import { publicLayoutData } from './layouts/public/public-layout-data';
import { area, loaderFor, type Area } from './ssr/route-area';
import type { PageData } from './ssr/page-data';

/* Lazy chunks: the home page alone (the first visit of most people), then by group of pages. */
const home = area('src/app/routes/home.lazy.tsx', () => import('./routes/home.lazy'));
const catalog = area('src/app/routes/catalog.lazy.tsx', () => import('./routes/catalog.lazy'));
const itemDetail = area(
  'src/app/routes/item-detail.lazy.tsx',
  () => import('./routes/item-detail.lazy'),
);
const content = area('src/app/routes/content.lazy.tsx', () => import('./routes/content.lazy'));
const booking = area('src/app/routes/booking.lazy.tsx', () => import('./routes/booking.lazy'));
const storefront = area(
  'src/app/routes/storefront.lazy.tsx',
  () => import('./routes/storefront.lazy'),
);
const aiChat = area('src/app/routes/ai-chat.lazy.tsx', () => import('./routes/ai-chat.lazy'));
const account = area('src/app/routes/account.lazy.tsx', () => import('./routes/account.lazy'));
const admin = area('src/app/routes/admin.lazy.tsx', () => import('./routes/admin.lazy'));

/** The same page at each of its paths (Vietnamese and English aliases). */
function at(
  paths: string[],
  route: Omit<RouteObject, 'path' | 'index' | 'children'>,
): RouteObject[] {
  return paths.map((path) => ({ ...route, path }));
}

/**
 * The app's pages. `queryClient` is the one the pages' data goes into: the browser's, or the
 * one the server makes for the page it draws (see `PageData`).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  /** A page of a lazy area; with `data`, it is drawn on the server (see ssr/page-data.ts). */
  function lazyPage<M>(
    load: Area<M>,
    pick: (module: M) => React.ComponentType,
    data?: (module: M) => PageData,
  ): RouteObject['lazy'] {
    return load.page(queryClient, pick, data);
  }

  const storefrontRoutes: RouteObject[] = [
    {
      index: true,
      lazy: lazyPage(
        home,
        (m) => m.HomePage,
        (m) => m.homePageData,
      ),
    },
    ...at(['/dich-vu', '/services'], {
      lazy: lazyPage(
        catalog,
        (m) => m.ServicesPage,
        (m) => m.servicesPageData,
      ),
    }),
    ...at(['/dich-vu/:id', '/services/:id'], {
      lazy: lazyPage(
        itemDetail,
        (m) => m.ServiceDetailPage,
        (m) => m.servicePageData,
      ),
    }),
    ...at(['/san-pham', '/products'], {
      lazy: lazyPage(
        catalog,
        (m) => m.ProductsPage,
        (m) => m.productsPageData,
      ),
    }),
    ...at(['/san-pham/:id', '/products/:id'], {
      lazy: lazyPage(
        itemDetail,
        (m) => m.ProductDetailPage,
        (m) => m.productPageData,
      ),
    }),
    ...at(['/dat-lich', '/booking'], {
      lazy: lazyPage(
        booking,
        (m) => m.BookingPage,
        (m) => m.bookingPageData,
      ),
    }),
    ...at(['/dat-lich/thanh-cong', '/booking/success'], {
      lazy: lazyPage(storefront, (m) => m.BookingSuccessPage),
    }),
    ...at(['/ve-chung-toi', '/about', '/gioi-thieu'], {
      lazy: lazyPage(
        content,
        (m) => m.AboutPage,
        (m) => m.aboutPageData,
      ),
    }),
    ...at(['/lien-he', '/contact'], {
      lazy: lazyPage(
        content,
        (m) => m.ContactPage,
        (m) => m.contactPageData,
      ),
    }),
    ...at(['/tro-giup', '/help'], {
      lazy: lazyPage(
        content,
        (m) => m.HelpPage,
        (m) => m.helpPageData,
      ),
    }),
    ...at(['/terms'], {
      lazy: lazyPage(
        content,
        (m) => m.TermsPage,
        (m) => m.termsPageData,
      ),
    }),
    ...at(['/privacy'], {
      lazy: lazyPage(
        content,
        (m) => m.PrivacyPage,
        (m) => m.privacyPageData,
      ),
    }),
    ...at(['/sitemap'], {
      lazy: lazyPage(
        content,
        (m) => m.SitemapPage,
        (m) => m.sitemapPageData,
      ),
    }),
    ...at(['/reviews'], { lazy: lazyPage(storefront, (m) => m.ReviewsPage) }),
    ...at(['/chat-tu-van'], { lazy: lazyPage(aiChat, (m) => m.AiChatPage) }),
    ...at(['/favorites'], { lazy: lazyPage(storefront, (m) => m.FavoritesPage) }),
  ];

  const customerAuthRoutes: RouteObject[] = [
    { path: '/customer/login', lazy: lazyPage(account, (m) => m.CustomerLoginPage) },
    { path: '/customer/register', lazy: lazyPage(account, (m) => m.CustomerRegisterPage) },
    { path: '/customer/forgot-password', lazy: lazyPage(account, (m) => m.ForgotPasswordPage) },
    { path: '/auth/login', element: <Navigate to="/customer/login" replace /> },
    { path: '/auth/register', element: <Navigate to="/customer/register" replace /> },
  ];

  /** Pages open to guests too (a guest's cart and order confirmation). */
  const openAccountRoutes: RouteObject[] = [
    ...at(['/cart', '/gio-hang'], { lazy: lazyPage(account, (m) => m.CartPage) }),
    ...at(['/orders/:id', '/don-hang/:id'], { lazy: lazyPage(account, (m) => m.OrderDetailPage) }),
    ...at(['/don-hang/:id/bien-nhan', '/orders/:id/receipt'], {
      lazy: lazyPage(account, (m) => m.CustomerReceiptPage),
    }),
  ];

  const customerRoutes: RouteObject[] = [
    ...at(['/ho-so', '/profile'], { lazy: lazyPage(account, (m) => m.ProfilePage) }),
    ...at(['/lich-hen', '/appointments', '/my-appointments'], {
      lazy: lazyPage(account, (m) => m.MyAppointmentsPage),
    }),
    ...at(['/appointment-detail/:id', '/chi-tiet-lich-hen/:id'], {
      lazy: lazyPage(account, (m) => m.AppointmentDetailPage),
    }),
    ...at(['/don-hang-cua-toi', '/my-orders', '/orders'], {
      lazy: lazyPage(account, (m) => m.MyOrdersPage),
    }),
    ...at(['/notifications', '/thong-bao'], {
      lazy: lazyPage(account, (m) => m.NotificationsPage),
    }),
    ...at(['/chat', '/tin-nhan'], { lazy: lazyPage(account, (m) => m.SupportChatPage) }),
  ];

  /** Every /admin/<page> of the permission table that has no screen of its own yet. */
  const adminSectionRoutes: RouteObject[] = (Object.keys(ADMIN_PAGES) as AdminPage[])
    .filter((page) => page !== 'dashboard' && page !== 'staff')
    .map((page) => ({
      path: page,
      lazy: async () => ({ element: (await admin()).adminSection(page) }),
    }));

  const adminRoutes: RouteObject[] = [
    { path: '/login', lazy: lazyPage(admin, (m) => m.AdminLoginPage) },
    { path: '/register', element: <Navigate to="/admin/staff/new" replace /> },
    {
      path: '/admin',
      element: <RequireStaff />,
      children: [
        {
          lazy: lazyPage(admin, (m) => m.AdminLayout),
          children: [
            { index: true, lazy: lazyPage(admin, (m) => m.AdminHome) },
            { path: 'dashboard', lazy: lazyPage(admin, (m) => m.AdminHome) },
            { path: 'messages', element: <Navigate to="/admin/chat" replace /> },
            {
              path: 'staff',
              lazy: async () => ({ element: (await admin()).adminSection('staff') }),
            },
            { path: 'staff/new', lazy: lazyPage(admin, (m) => m.StaffRegisterPage) },
            { path: 'orders/:id/receipt', lazy: lazyPage(admin, (m) => m.OrderReceiptPage) },
            { path: 'customers/:id', lazy: lazyPage(admin, (m) => m.CustomerDetailPage) },
            ...adminSectionRoutes,
            { path: '*', element: <Navigate to="/admin" replace /> },
          ],
        },
      ],
    },
  ];

  return withHydrateFallback([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicLayout />,
          loader: loaderFor(queryClient, publicLayoutData),
          HydrateFallback: PageLoading,
          children: [
            ...storefrontRoutes,
            ...customerAuthRoutes,
            ...openAccountRoutes,
            { element: <RequireCustomer />, children: customerRoutes },
          ],
        },
        ...adminRoutes,
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}

/**
 * Every lazy route shows the page loader while its chunk arrives on the first load (React
 * Router's HydrateFallback), under the layouts above it, instead of a blank page and React
 * Router's "No `HydrateFallback` element provided" warning.
 */
function withHydrateFallback(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const fallback = route.lazy && !route.HydrateFallback ? { HydrateFallback: PageLoading } : {};
    if (route.index) return { ...route, ...fallback };
    return {
      ...route,
      ...fallback,
      ...(route.children ? { children: withHydrateFallback(route.children) } : {}),
    };
  });
}
