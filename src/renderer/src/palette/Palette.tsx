import { useDeferredValue, useMemo, useState, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import type { CategoryGroup, ComponentSummary } from '../stores/registry-slice';
import { Icon } from '../ui/icons';
import { PaletteItem, SubcircuitItem } from './PaletteItem';
import { subcircuitEntries, type SubcircuitEntry } from './placement';
import { paletteCandidates, searchPalette } from './palette-search';

/** Close names offered for a query that matches nothing ("Did you mean …?"). */
const MAX_SUGGESTIONS = 3;

/** The component palette: every category of the registry, or the components a search finds, best first. */
export function Palette(): ReactElement {
  const status = useAppStore((s) => s.registryStatus);
  const error = useAppStore((s) => s.registryError);
  const categories = useAppStore((s) => s.categories);
  const circuits = useAppStore((s) => s.circuits);
  const openId = useAppStore((s) => s.circuitMeta?.id);
  const subcircuits = useMemo(() => subcircuitEntries(circuits, openId), [circuits, openId]);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const candidates = useMemo(() => paletteCandidates(categories), [categories]);
  const searching = deferredQuery.trim() !== '';
  const results = useMemo(() => searchPalette(candidates, deferredQuery), [candidates, deferredQuery]);
  const matches = searching && !results.closeOnly ? results.matches : [];
  const needle = deferredQuery.trim().toLowerCase();
  const subMatches = searching ? subcircuits.filter((e) => e.name.toLowerCase().includes(needle)) : [];
  const suggestions = results.closeOnly ? results.matches.slice(0, MAX_SUGGESTIONS) : [];

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
        {status === 'ready' && searching && matches.length === 0 && subMatches.length === 0 && (
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
        {status === 'ready' && searching && (matches.length > 0 || subMatches.length > 0) && (
          <SearchResults matches={matches} subcircuits={subMatches} />
        )}
        {status === 'ready' &&
          !searching &&
          categories.map((group) => (
            <CategorySection
              key={group.category}
              group={group}
              collapsed={collapsed.has(group.category)}
              onToggle={() => toggle(group.category)}
            />
          ))}
        {status === 'ready' && !searching && (
          <SubcircuitSection
            entries={subcircuits}
            collapsed={collapsed.has('Subcircuits')}
            onToggle={() => toggle('Subcircuits')}
          />
        )}
      </div>
    </aside>
  );
}

/** The components a search found, best match first, in one section. */
function SearchResults({
  matches,
  subcircuits,
}: {
  matches: readonly ComponentSummary[];
  subcircuits: readonly SubcircuitEntry[];
}): ReactElement {
  const count = matches.length + subcircuits.length;
  return (
    <section className="palette-category palette-results" data-testid="palette-results">
      <div className="category-header palette-results-header">
        <span>{count === 1 ? '1 match' : `${count} matches`}</span>
      </div>
      <div className="palette-grid">
        {matches.map((component) => (
          <PaletteItem key={component.type} component={component} />
        ))}
        {subcircuits.map((entry) => (
          <SubcircuitItem key={entry.id} entry={entry} />
        ))}
      </div>
    </section>
  );
}

/** The circuits of the library that can be placed here, as subcircuits. */
function SubcircuitSection({
  entries,
  collapsed,
  onToggle,
}: {
  entries: readonly SubcircuitEntry[];
  collapsed: boolean;
  onToggle: () => void;
}): ReactElement {
  return (
    <section className="palette-category" data-category="Subcircuits">
      <button type="button" className="category-header" onClick={onToggle} aria-expanded={!collapsed}>
        <Icon name="chevron" className={collapsed ? 'icon chevron' : 'icon chevron open'} />
        <span>Subcircuits</span>
        <span className="category-count">{entries.length}</span>
      </button>
      {!collapsed &&
        (entries.length === 0 ? (
          <p className="panel-empty palette-subcircuits-empty">
            Give a circuit input and output ports (in Inputs and Outputs) to place it here as one part.
          </p>
        ) : (
          <div className="palette-grid">
            {entries.map((entry) => (
              <SubcircuitItem key={entry.id} entry={entry} />
            ))}
          </div>
        ))}
    </section>
  );
}

/** One category of the registry, collapsible. */
function CategorySection({
  group,
  collapsed,
  onToggle,
}: {
  group: CategoryGroup;
  collapsed: boolean;
  onToggle: () => void;
}): ReactElement {
  return (
    <section className="palette-category" data-category={group.category}>
      <button type="button" className="category-header" onClick={onToggle} aria-expanded={!collapsed}>
        <Icon name="chevron" className={collapsed ? 'icon chevron' : 'icon chevron open'} />
        <span>{group.category}</span>
        <span className="category-count">{group.components.length}</span>
      </button>
      {!collapsed && (
        <div className="palette-grid">
          {group.components.map((component) => (
            <PaletteItem key={component.type} component={component} />
          ))}
        </div>
      )}
    </section>
  );
}
