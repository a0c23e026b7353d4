import { Tag } from 'antd';
import './stock.css';

export type StockScope = { key: 'sku' | 'location'; words: string };

/**
 * The filters a link set that have no control of their own (one SKU, one location), each shown
 * by what it names so that a person sees what the list is limited to, and each clearable.
 */
export function StockScopes(props: {
  scopes: readonly StockScope[];
  onClear: (key: StockScope['key']) => void;
}) {
  if (props.scopes.length === 0) return null;
  return (
    <div className="stock-scope">
      {props.scopes.map((scope) => (
        <Tag
          key={scope.key}
          closable={{ 'aria-label': `Clear the filter ${scope.words}` }}
          onClose={(event) => {
            event.preventDefault();
            props.onClear(scope.key);
          }}
        >
          {scope.words}
        </Tag>
      ))}
    </div>
  );
}

/**
 * The scopes of a list's state, named as its first row names them when that row is of the
 * SKU (its code and client); by its id otherwise.
 */
export function scopesOf(
  search: { sku?: string | undefined; location?: string | undefined },
  first: { sku: { id: string; code: string }; user: { businessName: string } } | undefined,
): StockScope[] {
  const scopes: StockScope[] = [];
  if (search.sku) {
    const named =
      first?.sku.id === search.sku ? `${first.sku.code} (${first.user.businessName})` : search.sku;
    scopes.push({ key: 'sku', words: `SKU ${named}` });
  }
  if (search.location) scopes.push({ key: 'location', words: `Location ${search.location}` });
  return scopes;
}
