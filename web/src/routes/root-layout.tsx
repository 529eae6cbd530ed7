import { Outlet } from 'react-router';

// Placeholder layout: header, footer and floating buttons come with the layout work.
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
