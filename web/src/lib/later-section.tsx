import { type ComponentType, memo, Suspense, use, useEffect, useRef } from 'react';
import { sectionHydrated, sectionPending } from './hydration-mark.tsx';
import { whenIdle } from './when-idle.ts';

/**
 * A part of a page a visitor reaches after its first screen (the footer, similar listings, the
 * home's explanations), whose code comes once the page is interactive: React's progressive
 * hydration. The server renders it in full; while the browser hydrates the page, React leaves
 * this part's server HTML in place (a Suspense boundary not hydrated yet) and hydrates it when
 * its code has arrived. Until then its links are plain links. A phone's first load carries less
 * script (issue 11's budget) and hydrates in smaller tasks.
 *
 * The first tap, key or focus fetches it at once (the tap may be on it). After hydration (a
 * client-side navigation) the code is fetched at once. A failed fetch leaves
 * the server's HTML as it is (or nothing, after a navigation) and is tried again on the next
 * mount: a secondary part is not worth an error page.
 */
export function laterSection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const code = sectionCode(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section, at module level
  return function LaterSection(props: P) {
    return <LaterSectionHost code={code} props={props} />;
  };
}

interface SectionCode<P> {
  Component: ComponentType<P> | undefined;
  /** Resolves once `Component` is set; never, after a failure (the next call tries again). */
  fetchNow: () => Promise<void>;
  fetchWhenIdle: () => Promise<void>;
}

function sectionCode<P>(load: () => Promise<ComponentType<P>>): SectionCode<P> {
  let loading: Promise<void> | undefined;
  let idle: Promise<void> | undefined;
  const code: SectionCode<P> = {
    Component: undefined,
    fetchNow: () => {
      loading ??= load().then(
        (loaded) => {
          code.Component = loaded;
        },
        () => {
          loading = undefined;
          idle = undefined;
          return new Promise<void>(() => {});
        },
      );
      return loading;
    },
    fetchWhenIdle: () => {
      idle ??= new Promise<void>((resolve) => {
        whenIdle(resolve);
        onFirstInteraction(resolve);
      }).then(code.fetchNow);
      return idle;
    },
  };
  return code;
}

const waitingForInteraction = new Set<() => void>();
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

function interacted() {
  for (const type of INTERACTIONS) document.removeEventListener(type, interacted, true);
  for (const resolve of waitingForInteraction) resolve();
  waitingForInteraction.clear();
}

/**
 * The visitor's first tap, key or focus fetches every section still waiting for the browser to
 * be idle: the tap may be on one of them (its click, a moment later, then finds its code).
 */
function onFirstInteraction(resolve: () => void) {
  if (waitingForInteraction.size === 0) {
    for (const type of INTERACTIONS) document.addEventListener(type, interacted, true);
  }
  waitingForInteraction.add(resolve);
}

/** Whether the section has hydrated: the page counts as settled once all have. */
interface SectionState {
  done: boolean;
}

function LaterSectionHost<P extends object>({ code, props }: { code: SectionCode<P>; props: P }) {
  const section = useRef<SectionState>({ done: false }).current;
  useEffect(() => {
    if (!section.done) sectionPending(section);
    return () => sectionHydrated(section);
  }, [section]);
  // On the server the code is loaded before the page is sent (entry-server waits for it all).
  if (typeof window === 'undefined' && !code.Component) use(code.fetchNow());
  return <SectionBoundary code={code} props={props} section={section} />;
}

interface BoundaryProps<P> {
  code: SectionCode<P>;
  props: P;
  section: SectionState;
}

const sameProps = (a: object, b: object) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => Object.is(value, (b as Record<string, unknown>)[key]));

/**
 * Re-rendered only when the section's props change: a boundary that has not hydrated yet and
 * receives new props is rendered again on the client, and would show its (empty) fallback
 * instead of the server's HTML until its code arrives.
 */
const SectionBoundary = memo(
  function SectionBoundary<P extends object>({ code, props, section }: BoundaryProps<P>) {
    return (
      <Suspense fallback={null}>
        <Waiting code={code} props={props} section={section} />
      </Suspense>
    );
  },
  (before, after) =>
    before.code === after.code && before.section === after.section && sameProps(before.props, after.props),
) as <P extends object>(props: BoundaryProps<P>) => ReturnType<typeof Waiting>;

/** Whether this document has hydrated already (then a section is part of a client navigation). */
const pageHydrated = () => document.documentElement.dataset.hydratedAt !== undefined;

function Waiting<P extends object>({ code, props, section }: BoundaryProps<P>) {
  if (!code.Component) use(pageHydrated() ? code.fetchNow() : code.fetchWhenIdle());
  return <Loaded Component={code.Component as ComponentType<P>} props={props} section={section} />;
}

function Loaded<P extends object>({
  Component,
  props,
  section,
}: {
  Component: ComponentType<P>;
  props: P;
  section: SectionState;
}) {
  // A child's effects run before its parent's: `done` tells the host not to wait for it.
  useEffect(() => {
    section.done = true;
    sectionHydrated(section);
  }, [section]);
  return <Component {...props} />;
}
