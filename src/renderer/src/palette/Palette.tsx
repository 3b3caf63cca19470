import { useDeferredValue, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import type { ComponentSummary } from '../stores/registry-slice';
import { filterCategories } from '../stores/selectors';
import { Icon } from '../ui/icons';
import { PaletteItem } from './PaletteItem';

/** The component palette: every category of the registry, with a search box. */
export function Palette(): ReactElement {
  const status = useAppStore((s) => s.registryStatus);
  const error = useAppStore((s) => s.registryError);
  const categories = useAppStore((s) => s.categories);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const visible = useMemo(() => filterCategories(categories, deferredQuery), [categories, deferredQuery]);
  const suggestions = useSuggestions(deferredQuery, visible.length === 0 && status === 'ready');

  const toggle = (category: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });

  return (
    <aside className="palette" aria-label="Component palette">
      <div className="panel-header">
        <span className="panel-title">Components</span>
      </div>
      <label className="search-box">
        <Icon name="search" />
        <input
          type="search"
          placeholder="Search components"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setQuery('');
          }}
          aria-label="Search components"
        />
      </label>
      <div className="palette-scroll">
        {status === 'loading' && <p className="panel-empty">Loading components…</p>}
        {status === 'error' && (
          <div className="panel-empty panel-error">
            <p>{error}</p>
            <button type="button" className="text-button" onClick={() => void useAppStore.getState().loadRegistry()}>
              Try again
            </button>
          </div>
        )}
        {status === 'ready' && visible.length === 0 && (
          <div className="panel-empty" data-testid="palette-no-match">
            <p>No component matches “{deferredQuery}”.</p>
            {suggestions.length > 0 && (
              <p>
                Did you mean{' '}
                {suggestions.map((s, i) => (
                  <span key={s.type}>
                    {i > 0 && ', '}
                    <button type="button" className="link-button" onClick={() => setQuery(s.name)}>
                      {s.name}
                    </button>
                  </span>
                ))}
                ?
              </p>
            )}
          </div>
        )}
        {visible.map((group) => {
          const isCollapsed = collapsed.has(group.category) && deferredQuery.trim() === '';
          return (
            <section key={group.category} className="palette-category" data-category={group.category}>
              <button
                type="button"
                className="category-header"
                onClick={() => toggle(group.category)}
                aria-expanded={!isCollapsed}
              >
                <Icon name="chevron" className={isCollapsed ? 'icon chevron' : 'icon chevron open'} />
                <span>{group.category}</span>
                <span className="category-count">{group.components.length}</span>
              </button>
              {!isCollapsed && (
                <div className="palette-grid">
                  {group.components.map((component) => (
                    <PaletteItem key={component.type} component={component} />
                  ))}
                </div>
              )}
            </section>
          );
        })}
      </div>
    </aside>
  );
}

/** When the local filter finds nothing, ask the registry's fuzzy search for near matches. */
function useSuggestions(query: string, wanted: boolean): ComponentSummary[] {
  const [suggestions, setSuggestions] = useState<ComponentSummary[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    void useAppStore
      .getState()
      .searchRegistry(query, 3)
      .then((result) => {
        if (!cancelled) setSuggestions(result.success ? result.data : []);
      });
    return () => {
      cancelled = true;
    };
  }, [query, wanted]);
  return wanted ? suggestions : [];
}
