/**
 * The six live index tiles, two rows of three; each opens its index page. The tiles are the
 * Security store's (§3 (entities and their fields)): each Tile observes its own object, so a push that moves one index
 * re-renders that tile only, and this list never re-renders for a tick.
 */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Num } from '../../components/number/Num';
import { tileFigures } from '../../lib/indices/indices';
import type { IndexTile } from '../../stores/index-tiles';
import { liveClass, liveKeyOf, useIsLive } from '../../components/live/live';

/** A tile's frame (link, name): rendered once; pushes re-render only its quote below. */
function Tile({ tile }: { tile: IndexTile }) {
  return (
    <Link to={tile.link} className="index-tile" data-testid={`tile-${tile.code}`}>
      <span className="index-tile__name">{tile.name}</span>
      <TileQuote tile={tile} />
    </Link>
  );
}

const TileQuote = observer(function TileQuote({ tile }: { tile: IndexTile }) {
  // One rule for the figures (lib/indices): the early tiles (early.ts) print them before any snapshot.
  const { price, change, rate, trend } = tileFigures(tile);
  const live = useIsLive(liveKeyOf(tile.market, tile.code));
  return (
    <span className={liveClass(live, 'index-tile__quote')} data-live={live ? 'true' : 'false'}>
      <Num className="index-tile__price" value={price} trend={trend} />
      <span className="index-tile__change">
        <Num value={change} trend={trend} />
        <Num value={rate} trend={trend} />
      </span>
    </span>
  );
});

export function IndexTiles({ tiles }: { tiles: readonly IndexTile[] }) {
  return (
    <div className="index-tiles" data-testid="index-tiles">
      {tiles.map((t) => (
        <Tile key={t.code} tile={t} />
      ))}
    </div>
  );
}
